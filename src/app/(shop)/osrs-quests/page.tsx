import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Quests";
const INTRO =
  "From Dragon Slayer to the grandmaster quests: we finish them for you and you keep every reward and unlock.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-quests");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "quests" }])}
      searchable={true}
    />
  );
}
