import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";

export const metadata = NOT_FOUND_METADATA;

/**
 * notFound() in a page of this group: rendered inside the group's layout, so no chrome of its own.
 * Rendered for the request that 404s, so it names the path from its first paint (RequestedPath).
 * Next 16 draws it in the browser (a document answers with an empty shell), so the shop's server
 * sends a private link that opens nothing to the global 404 page first (private-link-route.ts).
 */
export default function GroupNotFound() {
  return <NotFoundPanel renderedForPath={true} />;
}
