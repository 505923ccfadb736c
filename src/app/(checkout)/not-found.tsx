import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";

export const metadata = NOT_FOUND_METADATA;

/**
 * notFound() in a page of this group: rendered inside the group's layout, so no chrome of its own.
 * Rendered for the request that 404s, so its HTML names the path (RequestedPath).
 */
export default function GroupNotFound() {
  return <NotFoundPanel renderedForPath={true} />;
}
