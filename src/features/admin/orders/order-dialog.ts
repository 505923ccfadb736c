/** What every dialog of the order page is given: its part of the order, and what to do once done or closed. */
export type OrderDialogProps<Order> = { order: Order; onDone: () => void; onClose: () => void };

/** The test id the order page's browser tests find any of its dialogs by. */
export const ORDER_DIALOG_TEST_IDS = { dialog: "admin-order-dialog" };
