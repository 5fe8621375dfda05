import { describe, expect, it } from "vitest";
import { extractPatientName, UNKNOWN_PATIENT } from "#core/summaries/patient-name";

describe("patient name extraction", () => {
  it("reads 'Patient Name: X'", () => {
    expect(extractPatientName("DISCHARGE SUMMARY\nPatient Name: Maria Gonzalez\nDOB: 01/02/1960")).toBe(
      "Maria Gonzalez",
    );
  });

  it("prefers 'Patient Name:' over a later 'Name:'", () => {
    expect(extractPatientName("Name: Dr Alan Reed (attending)\nPatient Name: Li Wei")).toBe("Li Wei");
  });

  it("reads 'Name: X' when there is no 'Patient Name:'", () => {
    expect(extractPatientName("Referral\nName: Tom Baker\nReason: chest pain")).toBe("Tom Baker");
  });

  it("stops at a label on the same line", () => {
    expect(extractPatientName("Patient Name: Ana Silva DOB 03/04/1971 MRN 55521")).toBe("Ana Silva");
  });

  it("reads the short label 'Pt:' and ends the name at the field gap before sex and age", () => {
    expect(extractPatientName("ED RECORD\nPt: Lucia Fernandez-Okoro   F 19y   ED no 25-118834")).toBe(
      "Lucia Fernandez-Okoro",
    );
  });

  it("reads a child's record labelled 'Child:'", () => {
    expect(extractPatientName("Discharge advice\nChild: Oscar Lindgren-Baptiste      DOB: 14/02/2022")).toBe(
      "Oscar Lindgren-Baptiste",
    );
  });

  it("reads a mental health record labelled 'Service user:'", () => {
    expect(extractPatientName("Care review\nService user: Kieran Oyelaran-Fitzpatrick, 22")).toBe(
      "Kieran Oyelaran-Fitzpatrick",
    );
  });

  it("reads a maternity record labelled 'Woman:'", () => {
    expect(extractPatientName("Antenatal clinic\nWoman: Nadia Kowalski-Obi     Hosp no: 12-3456")).toBe(
      "Nadia Kowalski-Obi",
    );
  });

  it("reads a maternity record's 'Mother:' as its patient", () => {
    const record = "POSTNATAL DISCHARGE\nMother: Mrs Ifeoma Castellane-Roy      DOB: 04/02/1992\nBaby: boy, 3.1 kg";

    expect(extractPatientName(record, "postnatal.pdf")).toBe("Ifeoma Castellane-Roy");
  });

  it("never takes a child's letter's 'Mother:' as its patient", () => {
    const letter = "Paediatric clinic\nMother: Jane Okafor (attended)\nSeen today for eczema.";

    expect(extractPatientName(letter, "eczema.pdf")).toBe("eczema");
  });

  it("says a record's surname-first name given name first", () => {
    expect(extractPatientName("Name: ABERNATHY, Cosimo     DOB: 09/09/1950")).toBe("Cosimo Abernathy");
    expect(extractPatientName("Patient: FARQUHAR-LEE, MIRANDA        MRN: 0048")).toBe("Miranda Farquhar-Lee");
    expect(extractPatientName("Patient Name: OYELOWO, Tobias        DOB: 27/10/1958")).toBe("Tobias Oyelowo");
  });

  it("keeps a comma after a full name out of the name", () => {
    expect(extractPatientName("Patient: Jane Doe, Flat 3, Harbour Road")).toBe("Jane Doe");
    expect(extractPatientName("Patient: Mr DOE, John     MRN: 1")).toBe("John Doe");
  });

  it("reads a form's name after a dotted leader", () => {
    expect(
      extractPatientName("Patient details\n  Name ........ Imogen Tremayne-Holt\n  DOB ......... 01/02/1990"),
    ).toBe("Imogen Tremayne-Holt");
  });

  it("leaves out a boy's title 'Master'", () => {
    expect(extractPatientName("Patient: Master Jonah Whitcombe-Asante (14 years)")).toBe("Jonah Whitcombe-Asante");
  });

  it("reads a name after a title", () => {
    expect(extractPatientName("We reviewed Mrs. Helen Carter today in clinic.")).toBe("Helen Carter");
  });

  it("turns an all-caps name into title case", () => {
    expect(extractPatientName("PATIENT NAME: JOHN O'NEIL-SMITH\n")).toBe("John O'Neil-Smith");
  });

  it("keeps a mixed-case name as written", () => {
    expect(extractPatientName("Patient Name: Ewan McGregor")).toBe("Ewan McGregor");
  });

  it("falls back to the first file's name without extension, underscores and hyphens as spaces", () => {
    expect(extractPatientName("Blood results attached.", "john_smith-labs.pdf")).toBe("john smith labs");
  });

  it("says Unknown Patient when the result is shorter than 2 characters", () => {
    expect(extractPatientName("no names here", "a.pdf")).toBe(UNKNOWN_PATIENT);
    expect(extractPatientName("no names here")).toBe(UNKNOWN_PATIENT);
  });

  describe("titles in any case and clinicians (issue 10)", () => {
    it("reads an all-caps name after an all-caps title, keeping the apostrophe", () => {
      expect(extractPatientName("DISCHARGE SUMMARY\nMR. ROBERT O'NEIL\nDOB 02/03/1950", "scan.pdf")).toBe(
        "Robert O'Neil",
      );
    });

    it("reads an all-caps name after MRS.", () => {
      expect(extractPatientName("MRS. ANNA LEE WAS SEEN IN CLINIC TODAY.", "letter.pdf")).toBe("Anna Lee");
    });

    it("reads 'Patient: JOHN SMITH'", () => {
      expect(extractPatientName("EMERGENCY DEPARTMENT\nPatient: JOHN SMITH\nSeen by Dr. Patel", "ed.pdf")).toBe(
        "John Smith",
      );
    });

    it("keeps hyphens of an all-caps double-barrelled name", () => {
      expect(extractPatientName("Patient: MARY-JANE WATSON-PARK", "x.pdf")).toBe("Mary-Jane Watson-Park");
    });

    it("never takes the referring doctor of a letter's salutation as the patient", () => {
      const letter = "Dear Dr. Amir Khan,\n\nRe: Mrs. Grace Olsen, DOB 04/05/1962\n\nThank you for referring her.";
      expect(extractPatientName(letter, "letter.pdf")).toBe("Grace Olsen");
    });

    it("never takes a doctor as the patient, even after a title search", () => {
      expect(extractPatientName("Seen by Dr. Helen Price, attending.", "clinic_note.pdf")).toBe("clinic note");
    });

    it("skips a name labelled as the attending or referring clinician", () => {
      const text = "Attending Name: Paul Grant\nReferring physician: Mr. Oliver Stone\nName: Nadia Haddad";
      expect(extractPatientName(text)).toBe("Nadia Haddad");
    });

    it("skips 'Name: Dr …' and takes the patient named later", () => {
      expect(extractPatientName("Name: Dr. Alan Reed\nMs. Priya Natarajan attended clinic.")).toBe("Priya Natarajan");
    });

    it("drops a title after the label", () => {
      expect(extractPatientName("Patient: Mr. John Smith\n")).toBe("John Smith");
    });
  });

  describe("names found in prose (issue 18)", () => {
    it("reads the patient a letter names only after 'Thank you for referring', not the file name", () => {
      const letter =
        "Diabetes Clinic\n\nDear Dr Shah,\n\nThank you for referring Mrs. Jane Doe, a 54-year-old woman with type 2 diabetes.";
      expect(extractPatientName(letter, "consult_diabetes.pdf")).toBe("Jane Doe");
    });

    it("reads a name without a title from the words around it: a verb of seeing, an age, a date of birth", () => {
      expect(extractPatientName("Dear Dr Okafor,\nI reviewed Tomasz Nowak in clinic today.", "letter.pdf")).toBe(
        "Tomasz Nowak",
      );
      expect(
        extractPatientName(
          "Dear Colleague,\nThis letter concerns Amara Okoye, a 61 year old retired teacher.",
          "x.pdf",
        ),
      ).toBe("Amara Okoye");
      expect(extractPatientName("To whom it may concern,\nLuca Bianchi (DOB 03/04/1961) attended.", "x.pdf")).toBe(
        "Luca Bianchi",
      );
    });

    it("never takes the colleague a letter is written to, whatever the wording", () => {
      const letter = "Dear Dr Rachel Shah,\nMany thanks for seeing Dr Shah's patient, Mr Owen Hughes, last week.";
      expect(extractPatientName(letter, "referral.pdf")).toBe("Owen Hughes");
    });

    it("still skips a clinician labelled as the one who referred", () => {
      const note = "Referring physician: Mr. Oliver Stone\nSeen today for back pain.";
      expect(extractPatientName(note, "back_pain.pdf")).toBe("back pain");
    });
  });

  describe("record layouts and letters to a child's parents (issue 18)", () => {
    it("reads a form's surname and forename fields, on one line", () => {
      const form = "EMERGENCY CARD\nFamily name: MACALLISTER      Given name: EILIDH      Sex: F\nReason: wrist pain";

      expect(extractPatientName(form, "card.pdf")).toBe("Eilidh Macallister");
    });

    it("reads a form's first name and last name fields on separate lines, not the first name alone", () => {
      const form = "Registration\nFirst name: Tobias\nLast name: Engström\nDOB: 12/12/1977";

      expect(extractPatientName(form, "registration.pdf")).toBe("Tobias Engström");
    });

    it("never pairs the name fields of a next of kin", () => {
      const form = "Next of kin surname: Varga   Next of kin forename: Istvan\nSeen for a sprained ankle.";

      expect(extractPatientName(form, "ankle.pdf")).toBe("ankle");
    });

    it("turns round a record's two surnames in capitals before a given name", () => {
      const header = "PATIENT: IBARRA LOZANO, Teodoro | Sex: M | MRN: 55120";

      expect(extractPatientName(header, "export.txt")).toBe("Teodoro Ibarra Lozano");
    });

    it("reads a record's heading name, surname first with a title in brackets, before its date of birth", () => {
      const record = "Consultation record\n\nACHTERBERG, Marijke (Ms)   DOB 11-Jun-1969   NHS 401 223 9087";

      expect(extractPatientName(record, "consultation.pdf")).toBe("Marijke Achterberg");
    });

    it("prefers the child named with a date of birth to the parent the letter is addressed to", () => {
      const letter =
        "Mrs Halima Yusuf\n12 Elm Row\n\nDear Mrs Yusuf,\n\nZainab Yusuf, date of birth 02/05/2019, clinic number 7781";

      expect(extractPatientName(letter, "letter.pdf")).toBe("Zainab Yusuf");
    });

    it("never takes parents addressed together as the patient", () => {
      const letter =
        "Mr Tomasz Nowak and Mrs Ewa Nowak\n3 Birch Lane\n\nDear Mr and Mrs Nowak,\n\nThank you for bringing Zofia.";

      expect(extractPatientName(letter, "zofia_wheeze.pdf")).toBe("zofia wheeze");
    });
  });
});

describe("patient names in the fifth held-out batch's layouts (decision 475)", () => {
  it("reads a record's 'Patient' field set off by a tab", () => {
    const record = "ED attendance record\n\nPatient\tHartley-Osagie, Margaret\nDOB\t17/01/1952 (74)";

    expect(extractPatientName(record, "ed-note.txt")).toBe("Margaret Hartley-Osagie");
  });

  it("reads the child named in 'To the parents of: …'", () => {
    const letter =
      "Community Paediatrics\n\nTo the parents of: Kofi Abernathy-Lindqvist (age 9, DOB 14/03/2016)\nClinic date: 29/01/2026\n\nDear Mrs and Mr Abernathy-Lindqvist,";

    expect(extractPatientName(letter, "adhd-letter.txt")).toBe("Kofi Abernathy-Lindqvist");
  });
});

describe("a middle initial with its full stop (decision 479)", () => {
  it("keeps the surname after a middle initial, and files the given and family name", () => {
    const record = "ED PROVIDER NOTE\nPatient: Dwayne K. Ollerenshaw     MRN: 00-1234-5678     DOB: 02/14/1979";

    expect(extractPatientName(record, "ed-note.txt")).toBe("Dwayne Ollerenshaw");
  });
});

describe("a middle initial after a surname-first name (decision 479)", () => {
  it("files the given and family name", () => {
    const record = "ED NOTE\nName: ABERNETHY-CRUZ, LEON P     DOB: 11/30/1990";

    expect(extractPatientName(record, "ed-note.txt")).toBe("Leon Abernethy-Cruz");
  });

  it("keeps a middle name, which may be half of a double given name", () => {
    const record = "Clinic letter\nPatient: Mary Ann Okafor     DOB: 01/02/1960";

    expect(extractPatientName(record, "letter.txt")).toBe("Mary Ann Okafor");
  });
});

describe("a letter addressed to the patient (decision 481)", () => {
  it("files the address block's name that the salutation greets", () => {
    const letter =
      "RIVERBEND FAMILY MEDICINE\n1200 Main St\n\nJune 2, 2026\n\nTheodore Vance\n48 Elm Court\nSpringfield, IL 62704\n\nRE: Your test results\n\nDear Mr. Vance,\n\nYour cholesterol is a little high.";

    expect(extractPatientName(letter, "results-letter.txt")).toBe("Theodore Vance");
  });

  it("does not file a name the salutation does not greet", () => {
    const letter =
      "RIVERBEND FAMILY MEDICINE\n\nTheodore Vance\n48 Elm Court\n\nDear Dr. Patel,\n\nI reviewed the results today.";

    expect(extractPatientName(letter, "results-letter.txt")).toBe("results letter");
  });
});

describe("patient names in the ninth batch's layouts (decision 483)", () => {
  it("reads a 'Patient' field set off by a run of spaces, before a scrub nurse's title", () => {
    const record =
      "OPERATION NOTE\n\nPatient          Ifeoma NWANKWO-HALE        Hosp no    QEH 220871\nScrub nurse      Mr Dafydd Roberts";

    expect(extractPatientName(record, "op-note.txt")).toBe("Ifeoma Nwankwo-Hale");
  });

  it("reads a 'Patient' cell of a table drawn with pipes", () => {
    const record =
      "ED record\n\n| Patient    | Seren ABERNATHY     | DOB   | 02/04/1971 |\n| Clinician  | Dr K Osei   |";

    expect(extractPatientName(record, "ed-note.txt")).toBe("Seren Abernathy");
  });

  it("reads the child a referral letter calls 'baby'", () => {
    const letter =
      "Dear Dr Lindqvist,\n\nThank you for referring baby Tobias Ferreira-Quinn, now 6 weeks old, whom I saw today with his father.";

    expect(extractPatientName(letter, "paeds-letter.txt")).toBe("Tobias Ferreira-Quinn");
  });
});
