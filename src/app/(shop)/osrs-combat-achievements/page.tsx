import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "Combat Achievements";
const INTRO =
  "Whole tiers from Easy to Grandmaster, or the tasks of one boss: we complete the combat achievements you pick and you claim the rewards.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-combat-achievements");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={
        await listingSections([
          { lineId: "ca-difficulty", heading: "By tier" },
          { lineId: "ca-boss", heading: "By boss" },
        ])
      }
      searchable
    />
  );
}
