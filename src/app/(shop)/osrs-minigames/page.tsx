import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Minigames";
const INTRO =
  "Fighter torso, Elite void, dragon defender, Raiments of the Eye and the rest of the minigame rewards, earned by hand.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-minigames");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "minigames" }])}
      searchable={true}
    />
  );
}
