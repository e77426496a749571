-- The chat send limit (docs/chat.md): how much of each customer's sending budget is spent, kept in the
-- database so that every instance behind a balancer spends the same budget. Each message moves spent_until
-- forward by 60/n seconds (n messages a minute); a message is refused while spent_until lies more than
-- 60 - 60/n seconds ahead, so n messages may go at once and then one every 60/n seconds.
CREATE TABLE chat_send_budgets (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  spent_until timestamptz NOT NULL
);
