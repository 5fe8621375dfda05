import glossary from "../../data/medical-glossary.json";
import explanations from "../../data/term-explanations.json";
import { PhraseTrie } from "./tokens";

/**
 * Conditions a summary may name, each with the other words for it: the medical term, abbreviations, and the plain
 * words the glossary (medical-glossary.json, term-explanations.json) gives it. A summary that says "high blood
 * pressure (hypertension)" names the condition of a letter that says "HTN". A condition the source has under no
 * name is a diagnosis the summary added.
 */
/** One condition a line, its names separated by "|". */
const GROUPS: string[][] = [
  "heart failure|cardiac failure|CHF|congestive heart failure|HFrEF|HFpEF|HFREF|HFPEF|left ventricular failure|LVF|LVSD|left ventricular systolic dysfunction",
  "hypertension|high blood pressure|HTN|raised blood pressure|hypertensive",
  "hypotension|low blood pressure|hypotensive|orthostatic hypotension|postural hypotension",
  "diabetes|diabetes mellitus|DM|T2DM|type 2 diabetes|type II diabetes|type 2 diabetes mellitus|diabetic|NIDDM|gestational diabetes",
  "type 1 diabetes|type I diabetes|T1DM|IDDM|type 1 diabetes mellitus",
  "prediabetes|pre-diabetes|impaired glucose tolerance|impaired fasting glucose",
  "hyperglycemia|high blood sugar|high blood sugars|raised blood sugar",
  "hypoglycemia|low blood sugar|low blood sugars|hypo|hypos",
  "ketoacidosis|diabetic ketoacidosis|DKA",
  "chronic kidney disease|CKD|kidney disease|renal disease|renal impairment|renal failure|kidney failure|nephropathy|diabetic kidney disease|diabetic nephropathy|end stage renal disease|ESRD|haemodialysis|hemodialysis|dialysis|peritoneal dialysis",
  "acute kidney injury|AKI|sudden kidney injury",
  "myocardial infarction|MI|heart attack|NSTEMI|STEMI|acute coronary syndrome|ACS",
  "angina|stable angina|unstable angina",
  "coronary artery disease|CAD|ischemic heart disease|IHD|coronary heart disease|CHD|heart disease",
  "atrial fibrillation|AF|AFib|a-fib|atrial flutter|arrhythmia|dysrhythmia|irregular heartbeat|irregular heart beat|irregular heart rhythm",
  "stroke|CVA|cerebrovascular accident|TIA|transient ischemic attack|mini-stroke|mini stroke",
  "deep vein thrombosis|DVT|pulmonary embolism|PE|venous thromboembolism|VTE|blood clot|blood clots|thrombosis",
  "pneumonia|lung infection|community-acquired pneumonia|CAP",
  "chest infection|chest infections|LRTI|lower respiratory tract infection|infective exacerbation|infective exacerbations|exacerbation needing antibiotics|exacerbations needing antibiotics|exacerbation requiring antibiotics|exacerbations requiring antibiotics|exacerbations treated with antibiotics|respiratory tract infection",
  "COPD|chronic obstructive pulmonary disease|emphysema|chronic bronchitis|long-term lung disease",
  "asthma|asthmatic",
  "urinary tract infection|UTI|bladder infection|cystitis|kidney infection|pyelonephritis|water infection|urine infection",
  "kidney stone|kidney stones|renal colic|ureteric colic|nephrolithiasis|urolithiasis|renal calculus|ureteric stone|ureteric calculus|renal stone|renal stones|renal calculi|ureteral stone|ureteral calculus|ureteral colic|ureterolithiasis",
  "gallstones|gallstone|cholelithiasis|biliary colic|cholecystitis",
  "gastro-oesophageal reflux|gastroesophageal reflux|gastroesophageal reflux disease|gastro-oesophageal reflux disease|GORD|GERD|acid reflux|reflux|reflux disease|heartburn|reflux oesophagitis",
  "cancer|carcinoma|adenocarcinoma|malignancy|malignant|tumour|tumor|neoplasm|metastasis|metastases|metastatic|lymphoma|leukaemia|leukemia|melanoma",
  "depression|depressive episode|depressive disorder|major depressive disorder|MDD|low mood|depressed",
  "anxiety|generalised anxiety|generalised anxiety disorder|GAD|anxiety disorder|panic disorder|panic attacks",
  "dementia|alzheimer|alzheimers|alzheimer's disease|cognitive impairment",
  "delirium|acute confusion",
  "obesity|obese|morbid obesity",
  "osteoporosis|thinning bones|osteopenia|brittle bones",
  "anemia|anaemia|low red blood cell count|iron deficiency|iron deficiency anemia",
  "hypothyroidism|underactive thyroid|hypothyroid",
  "hyperthyroidism|overactive thyroid|thyrotoxicosis|graves disease",
  "hyperkalemia|high potassium",
  "hypokalemia|low potassium",
  "hyponatremia|low sodium",
  "high cholesterol|hypercholesterolemia|hyperlipidemia|dyslipidemia|raised cholesterol|high blood fats|hypercholesterolaemia",
  "sepsis|septic|septicaemia|septicemia|blood poisoning",
  "cellulitis|skin infection",
  "epilepsy|seizure|seizures|epileptic",
  "migraine|migraines",
  "osteoarthritis|wear-and-tear arthritis|arthritis|rheumatoid arthritis",
  "gout",
  "hepatitis|liver inflammation",
  "cirrhosis|scarring of the liver|liver cirrhosis|liver disease|fatty liver",
  "pancreatitis|inflamed pancreas",
  "appendicitis",
  "diverticulitis|diverticular disease|diverticulosis",
  "gastroenteritis|stomach bug|tummy bug|food poisoning|D&V|diarrhoea and vomiting illness|diarrhea and vomiting illness|vomiting illness|diarrhoeal illness",
  "inflammatory bowel disease|IBD|crohn's disease|crohns disease|crohn disease|ulcerative colitis|colitis",
  "irritable bowel syndrome|IBS",
  "parkinson's disease|parkinsons disease|parkinson disease|parkinsonism",
  "multiple sclerosis",
  "aortic stenosis|mitral regurgitation|mitral stenosis|aortic regurgitation|valve disease|heart valve disease|leaky heart valve|narrowed heart valve",
  "cardiomyopathy|weak heart muscle",
  "aneurysm|aortic aneurysm",
  "peripheral arterial disease|peripheral vascular disease|PAD|PVD|claudication|leg pain when walking",
  "sleep apnea|sleep apnoea|obstructive sleep apnea|OSA",
  "COVID-19|COVID|coronavirus",
  "influenza|flu",
  "HIV",
  "schizophrenia|psychosis|psychotic disorder",
  "bipolar disorder|bipolar",
  "endocarditis|myocarditis|pericarditis|swelling around the heart",
  "dehydration|dehydrated",
  "tuberculosis|TB",
  "hernia|inguinal hernia|hiatus hernia",
  "bronchitis|acute bronchitis",
  "gastritis|inflamed stomach lining|peptic ulcer|stomach ulcer|duodenal ulcer",
  "peritonitis|infection of the belly lining",
  "pharyngitis|tonsillitis|sore throat|strep throat",
  "sinusitis",
  "otitis media|middle ear infection|ear infection|otitis externa",
  "rhinitis|hay fever|allergic rhinitis",
  "dermatitis|eczema|atopic dermatitis",
  "psoriasis",
  "acne",
  "shingles|herpes zoster",
  "phlebitis|thrombophlebitis",
  "osteomyelitis|bone infection",
  "septic arthritis|joint infection",
  "pneumothorax|collapsed lung",
  "pleural effusion|fluid around the lung",
  "pulmonary fibrosis|interstitial lung disease",
  "bronchiectasis",
  "cystic fibrosis",
  // Each cancer its own: a summary's "lung cancer" is not kept by a letter's bowel cancer.
  "lung cancer|lung carcinoma|carcinoma of the lung|non-small cell lung cancer|small cell lung cancer|NSCLC|SCLC|adenocarcinoma of the lung|lung adenocarcinoma",
  "breast cancer|carcinoma of the breast|breast carcinoma|invasive ductal carcinoma|ductal carcinoma|lobular carcinoma|DCIS",
  "bowel cancer|colorectal cancer|colon cancer|rectal cancer|cancer of the bowel|cancer of the colon|colorectal carcinoma|colon carcinoma|colonic adenocarcinoma|rectal adenocarcinoma|adenocarcinoma of the colon|adenocarcinoma of the sigmoid colon|adenocarcinoma of the rectum|sigmoid adenocarcinoma",
  "prostate cancer|prostate carcinoma|carcinoma of the prostate|adenocarcinoma of the prostate|prostatic adenocarcinoma",
  "neuropathy|nerve damage|peripheral neuropathy|diabetic neuropathy",
  "retinopathy|diabetic retinopathy",
  "glaucoma",
  "cataract|cataracts",
  "macular degeneration",
  "atherosclerosis|fatty build-up in the arteries|arteriosclerosis|hardening of the arteries",
  "embolism",
  "thrombocytopenia|low platelet count|low platelets",
  "insomnia",
  "sciatica",
  "back pain|low back pain|lumbago",
  "carpal tunnel syndrome",
  "fibromyalgia",
  "lupus|systemic lupus erythematosus|SLE",
  "polymyalgia rheumatica",
  "ankylosing spondylitis",
  "coeliac disease|celiac disease",
  "hyperparathyroidism",
  "adrenal insufficiency|addison's disease|addisons disease",
  "cushing's syndrome",
  "polycystic ovary syndrome|PCOS",
  "endometriosis",
  "benign prostatic hyperplasia|enlarged prostate|BPH",
  "urinary retention",
  "incontinence|leaking urine or stool|urinary incontinence",
  "erectile dysfunction",
  "ADHD|attention deficit hyperactivity disorder",
  "autism|autism spectrum disorder",
  "eating disorder|anorexia nervosa|bulimia",
  "alcohol dependence|alcohol use disorder|alcoholism",
  "substance misuse|drug misuse|opioid dependence",
  "post-traumatic stress disorder|PTSD",
  "obsessive compulsive disorder|OCD",
  "personality disorder",
  "meningitis",
  "encephalitis",
  "subarachnoid haemorrhage|brain haemorrhage|intracerebral haemorrhage|brain bleed",
  "head injury|concussion",
  "spinal cord injury",
  "motor neurone disease|ALS",
  "myasthenia gravis",
  "malaria",
  "measles",
  "chickenpox|varicella",
  "hepatitis B|hepatitis C",
  "syphilis|gonorrhoea|chlamydia",
  "heart block",
  "supraventricular tachycardia|SVT",
  "ventricular tachycardia",
  "long QT syndrome",
  "aortic dissection",
  "cardiac arrest|heart stopped beating",
  "septic shock",
  "respiratory failure",
  "anaphylaxis|anaphylactic shock",
  "hypothermia",
  "heat stroke",
  "frailty",
  "pressure sore|pressure ulcer|decubitus ulcer|bed sore",
  "varicose veins",
  "lymphoedema",
  "haemorrhoids|piles",
  "anal fissure",
  "constipation|chronic constipation",
  "gallbladder disease",
  "hyperglycaemic hyperosmolar state",
  "pre-eclampsia",
  "ectopic pregnancy",
  "miscarriage",
].map((line) => line.split("|"));

/** Glossary terms that name a condition: their plain words join the condition's group. */
const GLOSSARY_CONDITIONS = new Set(
  GROUPS.flat()
    .map((t) => t.toLowerCase())
    .concat([
      "congestive heart failure",
      "non-st elevation myocardial infarction",
      "st elevation myocardial infarction",
    ]),
);

/** British and American spellings of one word ("oesophageal", "anaemia", "ischaemic"). */
function spellings(term: string): string[] {
  const us = term
    .replace(/oesophag/gi, "esophag")
    .replace(/haem/gi, "hem")
    .replace(/aem/gi, "em")
    .replace(/oedema/gi, "edema")
    .replace(/isch(a)?em/gi, "ischem")
    .replace(/tumour/gi, "tumor")
    .replace(/leukaem/gi, "leukem")
    .replace(/apnoea/gi, "apnea")
    .replace(/generalised/gi, "generalized");
  const uk = term
    .replace(/esophag/gi, "oesophag")
    .replace(/\bhem/gi, "haem")
    .replace(/([^a])emia/gi, "$1aemia")
    .replace(/ischem/gi, "ischaem")
    .replace(/tumor/gi, "tumour")
    .replace(/apnea/gi, "apnoea")
    .replace(/generalized/gi, "generalised");
  return [...new Set([term, us, uk])];
}

export interface Condition {
  /** One group per condition; "hypertension" and "high blood pressure" share it. */
  id: number;
  /** How the condition is named in a reason. */
  label: string;
}

function buildGroups(): string[][] {
  const groups = GROUPS.map((g) => [...g]);
  const byTerm = new Map<string, number>();
  groups.forEach((g, i) => {
    for (const t of g) byTerm.set(t.toLowerCase(), i);
  });
  const plains: Array<[string, string]> = [
    ...glossary.entries.map((e): [string, string] => [e.term, e.plain]),
    ...explanations.explained.map((e): [string, string] => [e.term, e.meaning.replace(/^(?:a|an|the)\s+/i, "")]),
  ];
  for (const [term, plain] of plains) {
    const group = byTerm.get(term.toLowerCase());
    // A one-word plain ("fit", "stone") is too common a word to stand for a diagnosis.
    if (group === undefined || !GLOSSARY_CONDITIONS.has(term.toLowerCase()) || !plain.includes(" ")) continue;
    // "irregular, often fast heartbeat": a plain with a comma is a description, not a name.
    if (!plain.includes(",")) groups[group].push(plain);
  }
  return groups;
}

export const CONDITIONS = new PhraseTrie<Condition>();
const BUILT = buildGroups();
const GROUP_LABELS = BUILT.map((g) => g[0]);
BUILT.forEach((group, id) => {
  const label = group[0];
  for (const term of group) for (const spelling of spellings(term)) CONDITIONS.add(spelling, { id, label });
});

/**
 * A broader name a summary may use for a narrower one of the source: "chest infection" for pneumonia or bronchitis.
 * Never the other way: a letter's chest infection is no pneumonia.
 */
const BROADER: Array<[string, string[]]> = [
  ["chest infection", ["pneumonia", "bronchitis"]],
  ["cancer", ["lung cancer", "breast cancer", "bowel cancer", "prostate cancer"]],
];

/** The conditions whose mention in the source supports this one, itself first. */
export function supportingConditions(id: number): number[] {
  const idOf = (label: string) => GROUP_LABELS.indexOf(label);
  const narrower = BROADER.find(([broad]) => idOf(broad) === id)?.[1] ?? [];
  return [id, ...narrower.map(idOf).filter((i) => i >= 0)];
}
