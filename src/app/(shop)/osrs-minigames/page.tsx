import { LineListing, listingMetadata } from "@/app/_catalogue/catalogue-routes";

const TITLE = "OSRS Minigames";
const INTRO =
  "Fighter torso, Elite void, dragon defender, Raiments of the Eye and the rest of the minigame rewards, earned by hand.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-minigames");

export default function Page() {
  return <LineListing title={TITLE} intro={INTRO} sections={[{ lineId: "minigames" }]} searchable={true} />;
}
