-- Idempotent chat sends (docs/chat.md): a client names each message with a UUID of its own and resends it
-- when the acknowledgement was lost. The id is unique per sender, so a resend finds the stored message
-- instead of storing it twice; a customer's ids and a seller's ids never collide with each other.
ALTER TABLE chat_messages ADD COLUMN client_message_id uuid;

CREATE UNIQUE INDEX chat_messages_customer_client_id_idx ON chat_messages (customer_id, client_message_id)
  WHERE sender_role = 'customer' AND client_message_id IS NOT NULL;
CREATE UNIQUE INDEX chat_messages_seller_client_id_idx ON chat_messages (seller_id, client_message_id)
  WHERE sender_role = 'seller' AND client_message_id IS NOT NULL;
