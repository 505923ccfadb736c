import { LineListing, listingMetadata } from "@/app/_catalogue/catalogue-routes";

const TITLE = "Ironman Gathering";
const INTRO = "Resources gathered on your own ironman, batch by batch: ores, logs, herbs, secondaries, fish and more.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-ironman-gathering");

export default function Page() {
  return <LineListing title={TITLE} intro={INTRO} sections={[{ lineId: "ironman-gathering" }]} searchable={true} />;
}
