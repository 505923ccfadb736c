import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as contact from "./0002-contact";
import * as orders from "./0003-orders";
import * as paymentSafety from "./0004-payment-safety";
import * as refunds from "./0005-refunds";
import * as ops from "./0006-ops";
import * as manualOrderRepeat from "./0007-manual-order-repeat";
import * as catalogue from "./0008-catalogue";
import * as auditLog from "./0009-audit-log";
import * as operators from "./0010-operators";
import * as orderAdmin from "./0011-order-admin";
import * as messageInbox from "./0012-message-inbox";
import * as promoCodes from "./0013-promo-codes";
import * as cartReminders from "./0014-cart-reminders";
import * as dashboardIndexes from "./0016-dashboard-indexes";
import * as orderTracking from "./0017-order-tracking";
import * as emailHtml from "./0018-email-html";
import * as outboxDiscord from "./0019-outbox-discord";
import * as orderStepSequence from "./0020-order-step-sequence";
import * as cartIndexPrefix from "./0021-cart-index-prefix";
import * as refundReasons from "./0022-refund-reasons";
import * as orderPayments from "./0023-order-payments";
import * as operatorRoles from "./0024-operator-roles";
import * as orderSearch from "./0025-order-search";
import * as orderAssignee from "./0026-order-assignee";
import * as promoManagement from "./0027-promo-management";
import * as automaticReminders from "./0028-automatic-reminders";
import * as staff from "./0029-staff";
import * as goldLedger from "./0030-gold-ledger";
import * as goldPromise from "./0031-gold-promise";
import * as sellOrders from "./0032-sell-orders";
import * as goldPayments from "./0033-gold-payments";
import * as goldBook from "./0035-gold-book";
import * as chat from "./0036-chat";
import * as chatLinks from "./0037-chat-links";
import * as reviews from "./0041-reviews";

/*
 * Migrations are listed here rather than read from the folder at run time, so the bundled
 * server finds them wherever it runs. Names sort in the order they must apply; never rename one.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-contact": contact,
  "0003-orders": orders,
  "0004-payment-safety": paymentSafety,
  "0005-refunds": refunds,
  "0006-ops": ops,
  "0007-manual-order-repeat": manualOrderRepeat,
  "0008-catalogue": catalogue,
  "0009-audit-log": auditLog,
  "0010-operators": operators,
  "0011-order-admin": orderAdmin,
  "0012-message-inbox": messageInbox,
  "0013-promo-codes": promoCodes,
  "0014-cart-reminders": cartReminders,
  "0016-dashboard-indexes": dashboardIndexes,
  "0017-order-tracking": orderTracking,
  "0018-email-html": emailHtml,
  "0019-outbox-discord": outboxDiscord,
  "0020-order-step-sequence": orderStepSequence,
  "0021-cart-index-prefix": cartIndexPrefix,
  "0022-refund-reasons": refundReasons,
  "0023-order-payments": orderPayments,
  "0024-operator-roles": operatorRoles,
  "0025-order-search": orderSearch,
  "0026-order-assignee": orderAssignee,
  "0027-promo-management": promoManagement,
  "0028-automatic-reminders": automaticReminders,
  "0029-staff": staff,
  "0030-gold-ledger": goldLedger,
  "0031-gold-promise": goldPromise,
  "0032-sell-orders": sellOrders,
  "0033-gold-payments": goldPayments,
  "0035-gold-book": goldBook,
  "0036-chat": chat,
  "0037-chat-links": chatLinks,
  "0041-reviews": reviews,
};
