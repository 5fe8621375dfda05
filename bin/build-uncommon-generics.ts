/**
 * Writes the `uncommon` generics of lambdas/data/drug-vocabulary.json (decision 504): RxNorm single-word ingredients
 * (term type IN) with at least one package code that decision 264's selection (30 or more, then excipients and
 * cosmetics by hand) left out: ethosuximide, naratriptan, vortioxetine, chloroquine, vibegron, and neomycin. Read from a folder of the RxNorm extract pages
 * (github.com/davidanderson3/rxnorm-ingredients, `web/data/B.json` to `Z.json`), which is not kept in the repository:
 *
 *   npx tsx bin/build-uncommon-generics.ts <folder of B.json … Z.json>
 *
 * Left out, as decision 264 left them out of `generics`: English words of the CMU pronouncing dictionary (nitrogen,
 * talc, opium), amino acids, excipients and cosmetic ingredients, herbal and food supplements, and substances that are
 * tests or imaging agents rather than medicines a patient takes. Vitamins, nutrients and test agents that are also
 * prescribed are added as `ambiguous` (a medicine only with a dose or an action).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dictionary } from "cmu-pronouncing-dictionary";

const VOCABULARY = join(import.meta.dirname, "../lambdas/data/drug-vocabulary.json");

const AMINO_ACIDS =
  "glycine histidine isoleucine leucine methionine phenylalanine proline serine threonine tryptophan tyrosine valine cysteine citrulline glutamine taurine betaine choline inositol";
const EXCIPIENTS_AND_COSMETICS =
  "benzalkonium benzethonium carboxymethylcellulose cetylpyridinium chloroxylenol dimethicone glycerin hydroxypropylcellulose methylcellulose petrolatum povidone triacetin triclosan xylitol sorbitol mannose thymol eucalyptol eugenol camphor hypochlorite dihydroxyacetone pyrogallol resorcinol hexylresorcinol thonzonium nonoxynol-9 proflavine merbromin oxychlorosene oxyquinoline gluconolactone glycolate guaiacol ichthammol methylnicotinate monofluorophosphate tromethamine undecylenate benzoate deoxycholate trichloroacetate levomenthol perfluorohexyloctane";
const SUPPLEMENTS =
  "curcumin quercetin rutin lycopene zeaxanthin hesperidin diosmin propolis spirulina cornsilk nattokinase inulin fructooligosaccharide phytosterols methylsulfonylmethane bromelains s-adenosylmethionine 5-hydroxytryptophan d-biotin trypsin podophyllin sinecatechins";
const TESTS_AND_AGENTS =
  "fibrinogen thrombin prothrombin pyruvate glutamate lipase protease 4-aminobenzoate 3-iodobenzylguanidine dotatate samarium zinc-dtpa picosulfurate potassium,chelated phenylacetate phenylbutyrate hetastarch icodextrin lucinactant beractant calfactant bismuth-formic-iodide";
const AMBIGUOUS =
  "fluorescein mannitol thiosulfate pantothenate pyridoxine riboflavin niacinamide cobamamide mecobalamin levomefolate menatetrenone ubidecarenone ubiquinol doconexent docosahexaenoate eicosapentaenoate hyaluronate collagenase corticotropin sincalide methacholine";

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const LEFT_OUT = new Set([AMINO_ACIDS, EXCIPIENTS_AND_COSMETICS, SUPPLEMENTS, TESTS_AND_AGENTS].flatMap(words));

interface Product {
  NDCs?: string[];
  SBDs?: Product[] | null;
}
interface Ingredient {
  Name: string;
  TTY: string;
  SCDCs?: { SCDs?: Product[] }[];
}

const packageCodes = (ingredient: Ingredient) =>
  (ingredient.SCDCs ?? [])
    .flatMap((c) => c.SCDs ?? [])
    .reduce((n, s) => n + (s.NDCs?.length ?? 0) + (s.SBDs ?? []).reduce((m, b) => m + (b.NDCs?.length ?? 0), 0), 0);

const folder = process.argv[2];
if (!folder) throw new Error("usage: build-uncommon-generics.ts <folder of the RxNorm extract's B.json … Z.json>");
const vocabulary = JSON.parse(readFileSync(VOCABULARY, "utf8"));
const known = new Set<string>(
  [
    ...vocabulary.generics,
    ...vocabulary.classes.flatMap((c: { words: string[] }) => c.words),
    ...Object.keys(vocabulary.aliases),
    ...Object.keys(vocabulary.brands),
    // Not the ambiguous ones this script adds, so that running it again gives the same lists.
    ...vocabulary.ambiguous.filter((w: string) => !words(AMBIGUOUS).includes(w)),
  ].map((w: string) => w.toLowerCase()),
);
const uncommon = new Set<string>();
for (const page of readdirSync(folder).filter((f) => /^[A-Z0-9-]+\.json$/.test(f))) {
  const text = readFileSync(join(folder, page), "utf8");
  if (!text.trim()) continue;
  for (const ingredient of JSON.parse(text) as Ingredient[]) {
    const name = ingredient.Name.toLowerCase();
    if (ingredient.TTY !== "IN" || name.includes(" ") || known.has(name) || LEFT_OUT.has(name)) continue;
    if (name in dictionary) continue;
    if (packageCodes(ingredient) >= 1) uncommon.add(name);
  }
}
vocabulary.uncommon = [...uncommon].sort();
vocabulary.ambiguous = [
  ...new Set([...vocabulary.ambiguous, ...words(AMBIGUOUS).filter((w) => uncommon.has(w))]),
].sort();
writeFileSync(VOCABULARY, `${JSON.stringify(vocabulary, null, 2)}\n`);
console.log(`${uncommon.size} uncommon generics`);
