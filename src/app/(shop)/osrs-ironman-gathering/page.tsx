import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "Ironman Gathering";
const INTRO = "Resources gathered on your own ironman, batch by batch: ores, logs, herbs, secondaries, fish and more.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-ironman-gathering");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "ironman-gathering" }])}
      searchable={true}
    />
  );
}
