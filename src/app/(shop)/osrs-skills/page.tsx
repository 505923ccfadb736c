import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Skills";
const INTRO = "Power-levelling for all 24 skills, priced by the XP you need and the training method you prefer.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-skills");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "skills" }])}
      searchable={true}
    />
  );
}
