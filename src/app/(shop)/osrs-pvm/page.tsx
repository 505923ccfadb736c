import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Boss Kills";
const INTRO =
  "Kill counts and drops from every major boss: God Wars, the Wilderness, Slayer bosses and the world's hardest encounters. Cheaper per kill the more you order.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-pvm");

export default async function Page() {
  return (
    <LineListing title={TITLE} intro={INTRO} sections={await listingSections([{ lineId: "pvm" }])} searchable={true} />
  );
}
