// Prints how many products the catalogue registry of the project in the current folder holds
// (the growth step runs it in its grown copy).
import { allCatalogueEntries } from "@/domain/catalogue/catalogue";

console.log(allCatalogueEntries().length);
