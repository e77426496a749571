// The login address is written in hrefs; this name stays only for the customer loaders still importing it
// from here (pages/DashboardOrders/signedInCustomer.ts) until they move into the API layer.
export { loginHrefFor } from '../hrefs/hrefs';
