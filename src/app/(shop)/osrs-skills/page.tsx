import { LineListing, listingMetadata } from "@/app/_catalogue/catalogue-routes";

const TITLE = "OSRS Skills";
const INTRO = "Power-levelling for all 24 skills, priced by the XP you need and the training method you prefer.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-skills");

export default function Page() {
  return <LineListing title={TITLE} intro={INTRO} sections={[{ lineId: "skills" }]} searchable={true} />;
}
