import { ServicesListing } from "@/features/catalogue/services-listing";
import { listingMetadata, servicesView } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Services";
const INTRO =
  "Every service we offer, played by hand by experienced players: capes, bosses, raids, quests, skills, diaries, minigames, combat achievements, bundles and ironman gathering.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-services");

// Which lines and sections the page shows comes from the catalogue (each line's listingPath).
export default async function OsrsServicesPage() {
  return <ServicesListing title={TITLE} intro={INTRO} view={await servicesView()} />;
}
