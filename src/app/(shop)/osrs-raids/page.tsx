import { LineListing } from "@/features/catalogue/line-listing";
import { listingMetadata, listingSections } from "@/server/catalogue/catalogue-pages";

const TITLE = "OSRS Raids";
const INTRO =
  "Chambers of Xeric, Theatre of Blood and Tombs of Amascut, at the mode or raid level you want, with every drop kept on your account.";

export const metadata = listingMetadata(TITLE, INTRO, "/osrs-raids");

export default async function Page() {
  return (
    <LineListing
      title={TITLE}
      intro={INTRO}
      sections={await listingSections([{ lineId: "raids" }])}
      searchable={false}
    />
  );
}
