import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "Desert Treasure II Bosses";
const INTRO =
  "Kills of Duke Sucellus, the Leviathan, the Whisperer and Vardorvis, in normal or Awakened mode, by players who farm them daily.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-dt2");

export default async function Page() {
  return (
    <LineListing title={TITLE} intro={INTRO} sections={await listingSections([{ lineId: "dt2" }])} searchable={false} />
  );
}
