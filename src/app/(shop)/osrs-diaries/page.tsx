import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "Achievement Diaries";
const INTRO = "All 12 regions, Easy to Elite, with their rewards unlocked.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-diaries");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "diaries" }])}
      searchable={true}
    />
  );
}
