import { LineListing, listingMetadata } from "@/app/_catalogue/catalogue-routes";

const TITLE = "Achievement Diaries";
const INTRO = "All 12 regions, Easy to Elite, with their rewards unlocked.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-diaries");

export default function Page() {
  return <LineListing title={TITLE} intro={INTRO} sections={[{ lineId: "diaries" }]} searchable={true} />;
}
