import { isActivePath } from "./shell-rules";

/** The back office's own address space: /admin and everything below it, not /administrator. */
export const BACK_OFFICE_PATH = "/admin";

/** True on the operator's pages, where none of the storefront's hosts (cart, chat, analytics) may run. */
export function isBackOfficePath(pathname: string): boolean {
  return isActivePath(BACK_OFFICE_PATH, pathname);
}
