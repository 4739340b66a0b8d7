#!/usr/bin/env python3
"""Builds set.tsv: what players would type or dictate, per table setup."""
import csv, os
HERE = os.path.dirname(os.path.abspath(__file__))

# key: (lang, variant, rules, traditional, deal, prior)
P777 = "schoppenboer naar kolom 3 | klaveren 8 naar kolom 1 | klaveren 9 naar kolom 2 | schoppen 7 naar kolom 4"
P11 = "klaverenboer naar kolom 1 | harten 8 naar kolom 3"
PW23 = ("hartenvrouw naar kolom 4 | ruiten 9 naar kolom 4 | klaveren 4 naar kolom 6 | harten 8 naar kolom 4 | "
        "reserve delen | schoppen 7 naar kolom 3 | klaveren 2 naar kolom 2 | ruiten 7 naar kolom 5 | "
        "harten 7 naar kolom 4 | harten 4 naar kolom 5")
PII58 = ("ruitenvrouw naar kolom 6 | klaveren 4 naar kolom 1 | schoppen 5 naar kolom 1 | ruiten 5 naar kolom 1 | "
         "harten 9 naar kolom 5 | klaveren 6 naar kolom 4 | schoppenboer naar kolom 3 | ruiten 7 naar kolom 2 | "
         "harten 2 naar kolom 6 | schoppenboer naar kolom 1 | harten 2 naar kolom 3 | hartenboer naar kolom 2 | "
         "klaveren 7 naar kolom 5")
POS250 = "ruiten 4 naar kolom 3 | schoppen 7 naar kolom 7 | klaveren 10 naar kolom 5"
PE4821 = "4 of clubs to column 3 | jack of spades to column 4 | queen of hearts to column 7"
S = {
 "s11":   ("nl", "scorpion", "klassiek", "0", "11", ""),
 "s11b":  ("nl", "scorpion", "klassiek", "0", "11", P11),
 "s11c":  ("nl", "scorpion", "klassiek", "0", "11", P11 + " | terug"),
 "s11new":("nl", "scorpion", "klassiek", "0", "11", "nieuw spel"),
 "s11wasp":("nl", "scorpion", "klassiek", "0", "11", P11 + " | nieuw spel wasp"),
 "s11give":("nl", "scorpion", "klassiek", "0", "11", P11 + " | opgeven"),
 "s777":  ("nl", "scorpion", "klassiek", "0", "777", ""),
 "s777e": ("nl", "scorpion", "klassiek", "0", "777", P777),
 "s1234": ("nl", "scorpion", "versoepeld", "0", "1234", ""),
 "s1234e":("nl", "scorpion", "versoepeld", "0", "1234", "ruiten 8 naar kolom 6"),
 "s1234q":("nl", "scorpion", "versoepeld", "0", "1234", "harten 8"),
 "s1234r":("nl", "scorpion", "versoepeld", "0", "1234", "ruiten 4"),
 "w23e":  ("nl", "wasp", "klassiek", "0", "23", PW23),
 "w7v":   ("nl", "wasp", "versoepeld", "0", "7", ""),
 "ii58":  ("nl", "scorpion-ii", "klassiek", "0", "58", ""),
 "ii58e": ("nl", "scorpion-ii", "versoepeld", "0", "58", PII58),
 "tbm7":  ("nl", "three-blind-mice", "klassiek", "0", "7", ""),
 "tbm19": ("nl", "three-blind-mice", "versoepeld", "0", "19", ""),
 "tbm19q":("nl", "three-blind-mice", "versoepeld", "0", "19", "schoppen 5"),
 "os250": ("nl", "open-scorpion", "versoepeld", "0", "250", ""),
 "os250m":("nl", "open-scorpion", "versoepeld", "0", "250", POS250),
 "os3":   ("nl", "open-scorpion", "klassiek", "0", "3", ""),
 "ds7":   ("nl", "double-scorpion", "klassiek", "0", "7", ""),
 "ds7q":  ("nl", "double-scorpion", "klassiek", "0", "7", "harten 3 naar kolom 1"),
 "ds42":  ("nl", "double-scorpion", "versoepeld", "0", "42", ""),
 "ds42q": ("nl", "double-scorpion", "versoepeld", "0", "42", "schoppen 5 naar kolom 1"),
 "t101":  ("nl", "scorpion", "klassiek", "1", "101", ""),
 "t101g": ("nl", "scorpion", "klassiek", "1", "101", "hartenboer naar kolom 1 | opgeven"),
 "tii3":  ("nl", "scorpion-ii", "versoepeld", "1", "3", ""),
 "ttbm7": ("nl", "three-blind-mice", "klassiek", "1", "7", ""),
 "e4821": ("en", "scorpion", "klassiek", "0", "4821", ""),
 "e4821b":("en", "scorpion", "klassiek", "0", "4821", PE4821),
 "e4821c":("en", "scorpion", "klassiek", "0", "4821", PE4821 + " | undo"),
 "e4821new":("en", "scorpion", "klassiek", "0", "4821", "new game"),
 "e4821give":("en", "scorpion", "klassiek", "0", "4821", PE4821 + " | give up"),
 "etbm7": ("en", "three-blind-mice", "klassiek", "0", "7", ""),
 "eds7":  ("en", "double-scorpion", "klassiek", "0", "7", ""),
 "eds7q": ("en", "double-scorpion", "klassiek", "0", "7", "3 of hearts to column 1"),
 "ewt250":("en", "wasp", "klassiek", "1", "250", ""),
 "eos3":  ("en", "open-scorpion", "klassiek", "0", "3", ""),
 "ei58":  ("en", "scorpion-ii", "versoepeld", "0", "58", ""),
}
L = []  # (setup, category, kind, line, meaning)
def add(setup, cat, kind, line, meaning):
    L.append((setup, cat, kind, line, meaning))

# ---------- Scorpion klassiek, spel 11, start ----------
s = "s11"
add(s, "move", "action", "klaverenboer naar kolom 1", "Klaverenboer (kolom 5, met 5 kaarten erop) naar kolom 1, op klaverenvrouw.")
add(s, "move", "action", "zet de klaverenboer op de klaverenvrouw", "Klaverenboer uit kolom 5 naar kolom 1, op klaverenvrouw.")
add(s, "move", "action", "harten 8 op harten 9", "Harten 8 (kolom 6, met 4 kaarten) naar kolom 3, op harten 9.")
add(s, "move", "action", "leg harten acht op kolom drie", "Harten 8 uit kolom 6 naar kolom 3, op harten 9.")
add(s, "move", "action", "klaveren 3 naar kolom 5", "Klaveren 3 (bovenop kolom 7) naar kolom 5, op klaveren 4.")
add(s, "move", "action", "ruiten 7 op ruiten 8", "Ruiten 7 (kolom 7, met 5 kaarten) naar kolom 6, op ruiten 8.")
add(s, "move", "action", "kun je klaveren 2 naar kolom 7 zetten", "Verzoek: klaveren 2 (kolom 6) naar kolom 7, op klaveren 3. De zet doen is goed.")
add(s, "move", "action", "schoppen 9 op schoppen 10", "Schoppen 10 ligt niet bovenop (hartenaas ligt erop in kolom 4): een weigering is goed.")
add(s, "move", "action", "hartenaas naar kolom 2", "Hartenaas past niet op harten 7 (niet één lager): een weigering is goed.")
add(s, "move", "action", "ruiten 8 naar kolom 3", "Ruiten 8 op harten 9 mag niet bij klassieke regels (andere soort): een weigering is goed.")
add(s, "move", "action", "eh, harten acht naar kolom drie punt", "Gedicteerd met stopwoord en punt: harten 8 naar kolom 3, op harten 9.")
add(s, "move", "action", "Klaveren drie naar de vijfde kolom.", "Klaveren 3 naar kolom 5 (rangtelwoord = kolom), op klaveren 4.")
add(s, "move", "action", "klavern 3 naar kolom 5", "Typfout in klaveren: klaveren 3 naar kolom 5, op klaveren 4.")
add(s, "terse", "action", "klaveren 2", "Klaveren 2 naar de enige plek: kolom 7, op klaveren 3.")
add(s, "terse", "action", "ruiten 7", "Ruiten 7 naar de enige plek: kolom 6, op ruiten 8.")
add(s, "terse", "action", "h8", "Harten 8 naar de enige plek: kolom 3, op harten 9.")
add(s, "terse", "action", "kb k1", "Klaverenboer naar kolom 1.")
add(s, "terse", "action", "5 naar 1", "De passende kaart uit kolom 5 (klaverenboer) naar kolom 1.")
add(s, "read", "question", "bord", "Het hele bord voorlezen.")
add(s, "read", "question", "lees kolom 5", "Kolom 5 voorlezen: ruiten 2 tot klaveren 4.")
add(s, "read", "question", "wat ligt er in kolom 7", "Kolom 7 voorlezen.")
add(s, "read", "question", "bovenste kaarten", "De bovenste kaart van elke kolom.")
add(s, "read", "question", "wat ligt er bovenop kolom 4", "Alleen de bovenste kaart van kolom 4: hartenaas.")
add(s, "read", "question", "lees kolom 1 en 2", "Kolom 1 en kolom 2 voorlezen.")
add(s, "read", "question", "lees het hele bord even voor", "Het hele bord voorlezen.")
add(s, "read", "question", "uhm lees de zesde kolom", "Kolom 6 voorlezen.")
add(s, "question", "question", "waar is de hartenvrouw", "Hartenvrouw ligt open in kolom 5.")
add(s, "question", "question", "ligt schoppenheer open", "Ja, schoppenheer ligt open in kolom 3.")
add(s, "question", "question", "hoeveel gedekte kaarten zijn er nog", "12 gedekte kaarten in de kolommen (plus 3 in de reserve).")
add(s, "question", "question", "waar kan harten 8 heen", "Harten 8 past alleen in kolom 3, op harten 9.")
add(s, "question", "question", "mag ruiten 8 op harten 9", "Nee: klassieke regels, andere soort.")
add(s, "question", "question", "wat ligt onder de hartenheer", "Onder hartenheer ligt klaveren 5, in kolom 5.")
add(s, "question", "question", "welke kolommen zijn leeg", "Geen enkele kolom is leeg.")
add(s, "question", "question", "hoeveel kaarten liggen er in kolom 6", "7 kaarten in kolom 6.")
add(s, "question", "question", "welke zetten kan ik doen", "De 6 mogelijke zetten opsommen.")
add(s, "question", "question", "wat kan er op de klaveren 4", "Klaveren 3 (bovenop kolom 7) past op klaveren 4; het antwoord noemt klaveren 3.")
add(s, "question", "question", "welk spelnummer is dit", "Spel 11.")
add(s, "question", "question", "is de reserve al gedeeld", "Nee, de reserve is nog niet uitgedeeld.")
add(s, "question", "question", "ligt ruiten 3 open", "Ruiten 3 is niet zichtbaar (gedekt of reserve): nee, zonder te verklappen waar.")
add(s, "question", "question", "wat is een reeks", "Uitleg: een reeks van één soort van heer tot aas.")
add(s, "hint", "question", "hint", "Een tip voor een zet.")
add(s, "hint", "question", "geef me eens een tip", "Een tip voor een zet.")
add(s, "hint", "question", "wat zou jij nu doen", "Vraagt om advies: een tip voor een zet.")
add(s, "hint", "question", "kan ik dit spel nog winnen", "Of het spel nog te winnen is (kans/oplosbaar).")
add(s, "help", "question", "help", "De lijst van commando's.")
add(s, "help", "question", "wat kan ik allemaal zeggen", "De lijst van commando's.")
add(s, "help", "question", "help kaarten", "Uitleg hoe je kaarten noemt.")
add(s, "help", "question", "hoe noem ik een kaart", "Uitleg hoe je kaarten noemt.")
add(s, "help", "question", "regels", "De spelregels van Scorpion, klassiek.")
add(s, "help", "question", "hoe werkt dit spel eigenlijk", "De spelregels (of de help).")
add(s, "other", "question", "herhaal", "De laatste melding (het welkom/de bovenste kaarten) nog eens.")
add(s, "other", "question", "wat zei je", "De laatste melding nog eens.")
add(s, "other", "question", "statistiek", "De statistiek (nog niets gespeeld).")
add(s, "other", "action", "stop", "Bewaren en stoppen.")
add(s, "speech", "action", "praat wat sneller", "Spreeksnelheid hoger zetten.")
add(s, "speech", "action", "snelheid 70", "Spreeksnelheid op 70 van 100.")
add(s, "speech", "action", "minder woorden", "Uitvoerigheid korter (kort).")
add(s, "speech", "action", "zet het geluid uit", "Geluid uit.")
add(s, "speech", "action", "taal engels", "De taal naar Engels.")
add(s, "newgame", "action", "nieuw spel wasp", "Een nieuw spel Wasp; het spel vraagt welke regels.")
add(s, "newgame", "action", "speel spel nummer 12", "Nieuw spel nummer 12 beginnen (Scorpion, klassiek).")

# ---------- Scorpion klassiek, spel 11, na 2 zetten ----------
s = "s11b"
add(s, "undo-redo", "action", "terug", "De laatste zet ongedaan: harten 8 terug naar kolom 6.")
add(s, "undo-redo", "action", "maak die laatste zet ongedaan", "Harten 8 terug naar kolom 6.")
add(s, "undo-redo", "action", "oeps dat was fout", "Laatste zet terugdraaien: harten 8 terug naar kolom 6.")
add(s, "undo-redo", "action", "ongedaan maken alsjeblieft", "Harten 8 terug naar kolom 6.")
add(s, "undo-redo", "action", "twee zetten terug", "Beide zetten ongedaan maken (harten 8 en klaverenboer terug).")
add(s, "undo-redo", "action", "terug naar zet 1", "Terug naar de stand na zet 1: harten 8 terug naar kolom 6.")
add(s, "undo-redo", "action", "draai dat terug", "Harten 8 terug naar kolom 6.")
add(s, "question", "question", "hoeveel punten heb ik", "10 punten.")
add(s, "question", "question", "hoeveel zetten heb ik gedaan", "2 zetten.")
add(s, "question", "question", "wat is de score vraagteken", "Score 10 (gedicteerd vraagteken).")
add(s, "question", "question", "status", "Status: score 10, 2 zetten, 12 gedekte kaarten.")
add(s, "question", "question", "wat ligt er op harten 9", "Op harten 9 ligt harten 8, in kolom 3.")
add(s, "question", "question", "welke kaart ligt bovenop kolom 5", "Bovenop kolom 5: ruiten 2.")
add(s, "move", "action", "klaveren 3 naar kolom 1", "Klaveren 3 (kolom 7) naar kolom 1, op klaveren 4.")
add(s, "move", "action", "ruitenaas op de twee", "Ruitenaas (kolom 3) op de twee bovenop: ruiten 2 in kolom 5.")
add(s, "move", "action", "hartenaas op harten 2", "Hartenaas (kolom 4) naar kolom 6, op harten 2.")
add(s, "move", "action", "ruiten 7 naar kolom 3", "Ruiten 7 (kolom 7, met kaarten) naar kolom 3, op ruiten 8.")
add(s, "move", "action", "doe maar ruiten zeven op de acht", "Ruiten 7 naar de ruiten 8 bovenop kolom 3.")
add(s, "move", "action", "klaveren 2 naar kolom 7 graag", "Klaveren 2 (kolom 3) naar kolom 7, op klaveren 3.")
add(s, "move", "action", "reserve", "De reserve uitdelen op kolom 1, 2 en 3.")
add(s, "move", "action", "draai de reserve om", "De reserve uitdelen.")
add(s, "move", "action", "deel de laatste drie kaarten uit", "De reserve (de laatste 3 kaarten) uitdelen.")
add(s, "giveup", "action", "opgeven", "Opgeven; het spel vraagt eerst ja of nee.")
add(s, "giveup", "action", "ik geef het op", "Opgeven; het spel vraagt eerst ja of nee.")
add(s, "giveup", "action", "ik geef op, dit wordt niks", "Opgeven; het spel vraagt eerst ja of nee.")
add(s, "newgame", "action", "nieuw spel", "Nieuw spel; het spel vraagt welke regels.")
add(s, "newgame", "action", "begin maar een nieuw spel", "Nieuw spel; het spel vraagt welke regels.")
add(s, "newgame", "action", "nieuw spel 500", "Meteen spel 500 beginnen, klassiek Scorpion.")
add(s, "newgame", "action", "nieuw spel versoepeld", "Nieuw spel met versoepelde regels (willekeurig nummer).")
add(s, "other", "question", "nog eens", "De laatste melding (zet van harten 8) herhalen.")
add(s, "other", "question", "vorige", "De melding daarvoor (klaverenboer-zet).")
add(s, "hint", "question", "tip", "Een tip voor een zet.")

# ---------- na terug ----------
s = "s11c"
add(s, "undo-redo", "action", "opnieuw", "Harten 8 opnieuw naar kolom 3.")
add(s, "undo-redo", "action", "doe dat weer", "De teruggedraaide zet opnieuw: harten 8 naar kolom 3.")
add(s, "undo-redo", "action", "toch wel", "De teruggedraaide zet opnieuw doen.")
add(s, "undo-redo", "action", "herstel die zet", "Harten 8 opnieuw naar kolom 3 (redo).")
add(s, "undo-redo", "action", "zet terug wat je ongedaan maakte", "Opnieuw doen: harten 8 naar kolom 3.")
add(s, "undo-redo", "action", "nog een keer terug", "Nog een zet ongedaan: klaverenboer terug naar kolom 5.")
add(s, "undo-redo", "action", "redo", "Harten 8 opnieuw naar kolom 3.")
add(s, "question", "question", "hoeveel zetten heb ik nu gedaan", "1 zet.")

# ---------- Scorpion klassiek, spel 777 ----------
s = "s777"
add(s, "move", "action", "klaveren 8 naar kolom 1", "Klaveren 8 (kolom 2, met schoppen 6) naar kolom 1, op klaveren 9.")
add(s, "move", "action", "schoppenboer op de vrouw", "Schoppenboer (kolom 4) op de vrouw bovenop: schoppenvrouw in kolom 3.")
add(s, "move", "action", "hartenaas naar kolom 4", "Hartenaas (kolom 3) naar kolom 4, op harten 2.")
add(s, "move", "action", "harten 8 naar kolom zes", "Harten 8 (kolom 5) naar kolom 6, op harten 9.")
add(s, "move", "action", "schoppen 5 naar de zes", "Schoppen 5 (kolom 7) op de zes bovenop: schoppen 6 in kolom 2.")
add(s, "move", "action", "verplaats schoppen vijf naar kolom twee alsjeblieft", "Schoppen 5 naar kolom 2, op schoppen 6.")
add(s, "move", "action", "harten 3 op harten 4", "Harten 4 ligt niet bovenop (kolom 6): een weigering is goed.")
add(s, "move", "action", "klaveren 5 naar kolom 6", "Klaveren 5 past niet op harten 9: een weigering is goed.")
add(s, "terse", "action", "sb", "Schoppenboer naar de enige plek: kolom 3, op schoppenvrouw.")
add(s, "terse", "action", "hartenaas", "Hartenaas naar de enige plek: kolom 4, op harten 2.")
add(s, "terse", "action", "h8 k6", "Harten 8 naar kolom 6.")
add(s, "question", "question", "waar ligt klaveren 10", "Klaveren 10 ligt open in kolom 2.")
add(s, "question", "question", "wat ligt er op klaveren 10", "Op klaveren 10 ligt klaveren 8, in kolom 2.")
add(s, "question", "question", "ligt ruiten 3 open", "Nee, ruiten 3 is niet zichtbaar.")
add(s, "question", "question", "waar is schoppenaas", "Schoppenaas bovenop kolom 5.")
add(s, "question", "question", "hoeveel kaarten liggen er in kolom 5", "7 kaarten.")
add(s, "question", "question", "waar kan klaveren 5 heen", "Klaveren 5 past nergens (geen klaveren 6 bovenop).")
add(s, "read", "question", "kolom 3", "Kolom 3 voorlezen.")
add(s, "read", "question", "lees kolom zeven voor", "Kolom 7 voorlezen.")
add(s, "read", "question", "wat ligt er allemaal bovenop", "De bovenste kaart van elke kolom.")
add(s, "read", "question", "bodr", "Typfout voor bord: het hele bord.")
add(s, "hint", "question", "heb je een hint voor me", "Een tip voor een zet.")
add(s, "help", "question", "help terug", "Uitleg van het commando terug.")

# ---------- Scorpion klassiek, spel 777, kolom 7 leeg ----------
s = "s777e"
add(s, "move", "action", "schoppenheer naar kolom 7", "Schoppenheer (kolom 3, met 3 kaarten) naar de lege kolom 7.")
add(s, "move", "action", "schoppenheer naar de lege kolom", "Schoppenheer naar kolom 7, de enige lege kolom.")
add(s, "move", "action", "zet de schoppen heer in de lege rij", "Schoppenheer naar de lege kolom 7 (rij = kolom).")
add(s, "move", "action", "klaveren 5 naar kolom 1", "Klaveren 5 (kolom 4) naar kolom 1, op klaveren 6.")
add(s, "move", "action", "schoppen 5 op schoppen 6", "Schoppen 5 (kolom 4) naar kolom 2, op schoppen 6.")
add(s, "move", "action", "harten 8 naar harten 9", "Harten 8 (kolom 5) naar kolom 6, op harten 9.")
add(s, "move", "action", "hartenvrouw naar kolom 7", "Alleen een heer mag op een lege kolom: een weigering is goed.")
add(s, "move", "action", "leg klaveren 5 op de klaveren 6 in kolom 1", "Klaveren 5 naar kolom 1, op klaveren 6.")
add(s, "terse", "action", "sh", "Schoppenheer naar de enige plek: de lege kolom 7.")
add(s, "terse", "action", "schoppen 5", "Schoppen 5 naar de enige plek: kolom 2.")
add(s, "question", "question", "welke kolommen zijn leeg", "Kolom 7 is leeg.")
add(s, "question", "question", "is er een lege kolom", "Ja, kolom 7.")
add(s, "question", "question", "hoeveel punten heb ik", "20 punten.")
add(s, "question", "question", "wat mag er op een lege kolom", "Alleen een heer (met wat erop ligt).")
add(s, "question", "question", "hoeveel zetten kan ik doen", "5 zetten mogelijk (aantal of lijst van mogelijke zetten).")
add(s, "read", "question", "lees kolom 4", "Kolom 4 voorlezen.")
add(s, "read", "question", "wat ligt er in kolom 7", "Kolom 7 is leeg.")
add(s, "undo-redo", "action", "terugdraaien", "Laatste zet terug: schoppen 7 met kaarten terug naar kolom 7.")
add(s, "hint", "question", "wat is een goede zet", "Een tip voor een zet.")

# ---------- Scorpion versoepeld, spel 1234 ----------
s = "s1234"
add(s, "move", "action", "ruiten 10 naar kolom 2", "Ruiten 10 (kolom 1, met schoppen 5) naar kolom 2, op ruitenboer.")
add(s, "move", "action", "klaveren 2 naar kolom 5", "Klaveren 2 (kolom 2) naar kolom 5, op harten 3 (versoepeld).")
add(s, "move", "action", "harten 3 naar kolom 7", "Harten 3 naar kolom 7, op ruiten 4.")
add(s, "move", "action", "schoppen 3 op de vier", "Schoppen 3 (kolom 6) op de vier bovenop: ruiten 4 in kolom 7.")
add(s, "move", "action", "harten 8 op harten 9", "Harten 8 (kolom 2) naar kolom 3, op harten 9.")
add(s, "move", "action", "zet harten 10 op de ruitenboer", "Harten 10 (kolom 4) naar kolom 2, op ruitenboer.")
add(s, "move", "action", "klaveren 8 naar kolom 6", "Klaveren 8 (kolom 5) naar kolom 6, op ruiten 9 (versoepeld).")
add(s, "move", "action", "ruiten 4 naar kolom 1", "Ruiten 4 naar kolom 1, op schoppen 5.")
add(s, "move", "action", "ruiten acht naar de negen in kolom drie", "Ruiten 8 (kolom 5) naar kolom 3, op harten 9.")
add(s, "move", "action", "schoppen 2 naar kolom 5 alstublieft", "Schoppen 2 (kolom 7) naar kolom 5, op harten 3.")
add(s, "move", "action", "hartenheer naar kolom 3", "Hartenheer past niet op harten 9: een weigering is goed.")
add(s, "terse", "action", "ruiten 10", "Ruiten 10 naar de enige plek: kolom 2.")
add(s, "terse", "action", "klaveren 2", "Klaveren 2 naar de enige plek: kolom 5.")
add(s, "terse", "action", "s3", "Schoppen 3 naar de enige plek: kolom 7.")
add(s, "terse", "action", "6 naar 5", "De passende kaart uit kolom 6 (harten 2) naar kolom 5, op harten 3.")
add(s, "terse", "action", "harten 8", "Harten 8 past op kolom 3 en kolom 6: de vraag welke is goed.")
add(s, "question", "question", "mag klaveren 8 op ruiten 9", "Ja (versoepelde regels).")
add(s, "question", "question", "welke regels speel ik", "Versoepelde regels.")
add(s, "question", "question", "waar kan ruiten 4 heen", "Kolom 1 (schoppen 5) of kolom 4 (harten 5).")
add(s, "question", "question", "wat ligt er onder de ruiten 9", "Onder ruiten 9 ligt hartenaas, in kolom 6.")
add(s, "question", "question", "welke kaarten passen op de ruitenboer", "De tienen die open liggen: ruiten 10, klaveren 10, schoppen 10, harten 10.")
add(s, "read", "question", "boven", "De bovenste kaart van elke kolom.")
add(s, "read", "question", "wat ligt er bovenop kolom 6", "Ruiten 9.")
add(s, "read", "question", "lees de kolommen 1 tot 3 voor", "Kolom 1, 2 en 3 voorlezen.")
add(s, "help", "question", "wat is het verschil tussen klassiek en versoepeld", "Uitleg: bij versoepeld mag een kaart op elke soort die één hoger is.")

# ---------- Scorpion versoepeld, spel 1234, kolom 5 leeg ----------
s = "s1234e"
add(s, "move", "action", "klaverenheer naar kolom 5", "Klaverenheer (kolom 6, met 2 kaarten) naar de lege kolom 5.")
add(s, "move", "action", "hartenheer naar de lege kolom", "Hartenheer (kolom 1, met 3 kaarten) naar de lege kolom 5.")
add(s, "move", "action", "schoppenheer naar lege kolom", "Schoppenheer (kolom 3) naar de lege kolom 5.")
add(s, "move", "action", "harten 3 op ruiten 4", "Harten 3 (kolom 6) naar kolom 7, op ruiten 4.")
add(s, "move", "action", "ruiten 4 naar kolom 5", "Alleen een heer mag op een lege kolom: een weigering is goed.")
add(s, "question", "question", "welke kolom is leeg", "Kolom 5.")
add(s, "question", "question", "welke koningen kunnen naar de lege kolom", "Hartenheer, schoppenheer, klaverenheer kunnen naar kolom 5.")
add(s, "undo-redo", "action", "terug", "Ruiten 8 terug naar kolom 5.")
add(s, "undo-redo", "action", "oeps", "Laatste zet terug: ruiten 8 terug naar kolom 5.")
add(s, "read", "question", "lees kolom 6", "Kolom 6 voorlezen (14 kaarten).")

# ---------- Wasp klassiek, spel 23, kolom 7 leeg ----------
s = "w23e"
add(s, "move", "action", "klaverenaas naar kolom 7", "Wasp: klaverenaas (bovenop kolom 4) naar de lege kolom 7.")
add(s, "move", "action", "harten 4 naar de lege kolom", "Wasp: harten 4 (bovenop kolom 5) naar de lege kolom 7.")
add(s, "move", "action", "schoppen 3 naar kolom 7", "Wasp: schoppen 3 (kolom 3) naar de lege kolom 7.")
add(s, "move", "action", "leg de hartenboer in kolom zeven", "Hartenboer (bovenop kolom 1) naar de lege kolom 7.")
add(s, "move", "action", "hartenheer naar kolom 7", "Wasp: hartenheer (midden in kolom 4, met 10 kaarten) naar de lege kolom 7.")
add(s, "move", "action", "ruiten 3 op ruiten 4", "Ruiten 4 ligt niet bovenop (midden in kolom 4): een weigering is goed.")
add(s, "question", "question", "welke kolommen zijn leeg", "Kolom 7.")
add(s, "question", "question", "mag een vrouw op een lege kolom", "Ja: bij Wasp mag elke kaart op een lege kolom.")
add(s, "question", "question", "welk spel speel ik", "Wasp.")
add(s, "question", "question", "is de reserve al uitgedeeld", "Ja, de reserve is uitgedeeld.")
add(s, "question", "question", "hoeveel zetten heb ik gedaan", "10 zetten.")
add(s, "question", "question", "hoeveel gedekte kaarten liggen er nog", "12 gedekte kaarten.")
add(s, "question", "question", "wat ligt er onder schoppen 3", "Onder schoppen 3 ligt klaveren 4, in kolom 3.")
add(s, "hint", "question", "hint", "Een tip voor een zet.")
add(s, "hint", "question", "kan het nog", "Of het spel nog te winnen is.")
add(s, "undo-redo", "action", "draai dat terug", "Laatste zet terug: harten 4 terug naar kolom 7.")
add(s, "read", "question", "lees kolom 4", "Kolom 4 voorlezen.")
add(s, "read", "question", "lees alle kolommen", "Alle kolommen voorlezen (het bord).")
add(s, "other", "question", "hoe lang speel ik al", "De speelduur van dit spel.")

# ---------- Wasp versoepeld, spel 7 ----------
s = "w7v"
add(s, "move", "action", "hartenboer naar kolom 1", "Hartenboer (kolom 6) naar kolom 1, op schoppenvrouw (versoepeld).")
add(s, "move", "action", "schoppenvrouw op de hartenheer", "Schoppenvrouw (kolom 1) naar kolom 3, op hartenheer.")
add(s, "move", "action", "ruiten 7 op harten 8", "Ruiten 7 (kolom 4, met ruiten 10) naar kolom 5, op harten 8.")
add(s, "move", "action", "klaveren 4 naar kolom 7", "Klaveren 4 (onderaan kolom 5, hele kolom) naar kolom 7, op ruiten 5.")
add(s, "move", "action", "schoppen 10 naar kolom 6", "Schoppen 10 (kolom 7, met de kaarten erop) naar kolom 6, op hartenboer.")
add(s, "move", "action", "zet klaveren negen op de tien", "Klaveren 9 (kolom 6, met hartenboer) op de tien bovenop: ruiten 10 in kolom 4.")
add(s, "move", "action", "ruitenaas naar kolom 4", "Ruitenaas past niet op ruiten 10: een weigering is goed.")
add(s, "terse", "action", "schoppenvrouw", "Schoppenvrouw naar de enige plek: kolom 3.")
add(s, "terse", "action", "klaveren 4", "Klaveren 4 naar de enige plek: kolom 7.")
add(s, "terse", "action", "r7", "Ruiten 7 naar de enige plek: kolom 5.")
add(s, "read", "question", "lees kolom 6", "Kolom 6 voorlezen.")
add(s, "read", "question", "wat ligt er bovenop de kolommen", "De bovenste kaart van elke kolom.")
add(s, "question", "question", "waar kan de hartenboer heen", "Kolom 1, op schoppenvrouw.")
add(s, "question", "question", "welke regels gelden er", "Wasp, versoepelde regels.")
add(s, "question", "question", "hoeveel reeksen zijn er weg", "Geen reeks verwijderd.")
add(s, "speech", "action", "meer woorden", "Uitvoerigheid uitgebreider.")
add(s, "speech", "action", "spreek wat langzamer alsjeblieft", "Spreeksnelheid lager.")

# ---------- Scorpion II klassiek, spel 58 ----------
s = "ii58"
add(s, "move", "action", "harten 6 naar kolom 4", "Harten 6 (bovenop kolom 1) naar kolom 4, op harten 7.")
add(s, "move", "action", "schoppen 9 op schoppen 10", "Schoppen 9 (kolom 6, met 2 kaarten) naar kolom 5, op schoppen 10.")
add(s, "move", "action", "hartenvrouw naar kolom 6", "Hartenvrouw (kolom 3, met 4 kaarten) naar kolom 6, op hartenheer.")
add(s, "move", "action", "ruiten 5 op ruiten 6", "Ruiten 5 (kolom 2, met hartenaas) naar kolom 7, op ruiten 6.")
add(s, "move", "action", "zet de harten zes op de harten zeven", "Harten 6 naar kolom 4, op harten 7.")
add(s, "move", "action", "klaveren 3 op klaveren 4", "Klaveren 4 ligt niet bovenop (kolom 6): een weigering is goed.")
add(s, "terse", "action", "hv", "Hartenvrouw naar de enige plek: kolom 6.")
add(s, "terse", "action", "r5", "Ruiten 5 naar de enige plek: kolom 7.")
add(s, "question", "question", "hoeveel gedekte kaarten liggen er", "Geen gedekte kaarten in de kolommen (alleen de 3 van de reserve).")
add(s, "question", "question", "waar is klaveren 2", "Klaveren 2 ligt open in kolom 5.")
add(s, "question", "question", "wat ligt onder schoppen 10", "Onder schoppen 10 ligt ruiten 10, in kolom 5.")
add(s, "question", "question", "welk spel is dit", "Scorpion II.")
add(s, "read", "question", "lees kolom 1", "Kolom 1 voorlezen.")
add(s, "read", "question", "lees de zevende kolom voor", "Kolom 7 voorlezen.")
add(s, "help", "question", "wat zijn de regels van scorpion twee", "De regels van Scorpion II.")

# ---------- Scorpion II versoepeld, spel 58, kolom 7 leeg ----------
s = "ii58e"
add(s, "move", "action", "hartenheer naar kolom 7", "Hartenheer (kolom 1, met 5 kaarten) naar de lege kolom 7.")
add(s, "move", "action", "schoppenheer naar de lege kolom", "Schoppenheer (kolom 4) naar de lege kolom 7.")
add(s, "move", "action", "harten 4 naar kolom 1", "Harten 4 (kolom 4, met klaverenaas) naar kolom 1, op schoppen 5.")
add(s, "move", "action", "ruiten 10 op de boer", "Ruiten 10 (kolom 5) op de boer bovenop: hartenboer in kolom 2.")
add(s, "move", "action", "klaveren 2 naar kolom 6", "Klaveren 2 (kolom 5) naar kolom 6, op harten 3.")
add(s, "move", "action", "ruitenheer naar de zevende kolom", "Ruitenheer (kolom 1) naar de lege kolom 7.")
add(s, "question", "question", "welke kolommen zijn leeg", "Kolom 7.")
add(s, "question", "question", "hoeveel zetten heb ik gedaan", "13 zetten.")
add(s, "question", "question", "hoeveel kaarten liggen er in kolom 1", "13 kaarten.")
add(s, "question", "question", "hoeveel punten heb ik", "15 punten.")
add(s, "undo-redo", "action", "terug", "Laatste zet terug: klaveren 7 terug naar kolom 7.")
add(s, "hint", "question", "geef me een hint", "Een tip voor een zet.")

# ---------- Drie Blinde Muizen klassiek, spel 7 ----------
s = "tbm7"
add(s, "move", "action", "hartenvrouw naar kolom 5", "Hartenvrouw van naast de tafel naar kolom 5, op hartenheer.")
add(s, "move", "action", "leg de hartenvrouw van naast de tafel op de hartenheer", "Hartenvrouw (naast de tafel) naar kolom 5, op hartenheer.")
add(s, "move", "action", "schoppenboer naar kolom 3", "Schoppenboer (kolom 4, met 3 kaarten) naar kolom 3, op schoppenvrouw.")
add(s, "move", "action", "harten 10 op de boer", "Harten 10 (kolom 5) op de boer bovenop: hartenboer in kolom 8.")
add(s, "move", "action", "ruiten 4 naar kolom 9", "Ruiten 4 (onderaan kolom 1, de hele kolom) naar kolom 9, op ruiten 5.")
add(s, "move", "action", "klaveren 8 naar kolom 1", "Klaveren 8 (kolom 4) naar kolom 1, op klaveren 9.")
add(s, "move", "action", "ruitenvrouw naar kolom 9", "Ruitenvrouw past niet op ruiten 5: een weigering is goed.")
add(s, "move", "action", "ruiten negen naar kolom tien", "Ruiten 9 past niet op schoppen 8 (en niet één lager): een weigering is goed.")
add(s, "move", "action", "reserve delen", "Drie Blinde Muizen heeft geen reserve: het spel zegt dat (de kaarten naast de tafel speel je met een zet).")
add(s, "terse", "action", "hartenvrouw", "Hartenvrouw (naast de tafel) naar de enige plek: kolom 5.")
add(s, "terse", "action", "r9", "Ruiten 9 naar de enige plek: kolom 6, op ruiten 10.")
add(s, "question", "question", "welke kaarten liggen naast de tafel", "Ruitenvrouw en hartenvrouw.")
add(s, "question", "question", "hoeveel kaarten liggen er nog naast de tafel", "2.")
add(s, "question", "question", "waar is ruitenheer", "Ruitenheer ligt open in kolom 3.")
add(s, "question", "question", "hoeveel kolommen zijn er", "10 kolommen.")
add(s, "question", "question", "waar kan de ruitenvrouw heen", "Nergens: ruitenheer ligt niet bovenop.")
add(s, "question", "question", "hoeveel gedekte kaarten zijn er", "9 gedekte kaarten (kolom 8, 9 en 10).")
add(s, "read", "question", "kolom 10", "Kolom 10 voorlezen.")
add(s, "read", "question", "lees kolom tien", "Kolom 10 voorlezen.")
add(s, "read", "question", "bord", "Het hele bord, met de kaarten naast de tafel.")
add(s, "read", "question", "lees kolom 8 9 en 10", "Kolom 8, 9 en 10 voorlezen.")
add(s, "help", "question", "regels", "De regels van Drie Blinde Muizen.")

# ---------- Drie Blinde Muizen versoepeld, spel 19 ----------
s = "tbm19"
add(s, "move", "action", "harten 4 naar kolom 1", "Harten 4 (kolom 10) naar kolom 1, op schoppen 5.")
add(s, "move", "action", "ruitenboer op de ruitenvrouw", "Ruitenboer (kolom 10, met harten 4) naar kolom 3, op ruitenvrouw.")
add(s, "move", "action", "schoppen 6 op ruiten 7", "Schoppen 6 (bovenop kolom 2) naar kolom 5, op ruiten 7.")
add(s, "move", "action", "klaveren 3 naar kolom 10", "Klaveren 3 (kolom 7, met 3 kaarten) naar kolom 10, op harten 4.")
add(s, "move", "action", "hartenaas naar kolom 6", "Hartenaas (kolom 2, met 2 kaarten) naar kolom 6, op klaveren 2.")
add(s, "move", "action", "schoppen 10 naar kolom 3", "Schoppen 10 (naast de tafel) past niet op ruitenvrouw: een weigering is goed.")
add(s, "terse", "action", "hartenboer", "Hartenboer (kolom 6) naar de enige plek: kolom 3, op ruitenvrouw.")
add(s, "terse", "action", "schoppen 5", "Schoppen 5 past op kolom 2 en kolom 4: de vraag welke is goed.")
add(s, "question", "question", "wat ligt er naast de tafel", "Schoppen 9 en schoppen 10.")
add(s, "question", "question", "kan schoppen 9 ergens heen", "Nee, er ligt geen tien bovenop.")
add(s, "question", "question", "wat ligt er bovenop kolom 8", "Schoppenheer.")
add(s, "hint", "question", "hint alsjeblieft", "Een tip voor een zet.")

# ---------- Open Scorpion versoepeld, spel 250 ----------
s = "os250"
add(s, "move", "action", "schoppen 10 naar kolom 5", "Schoppen 10 (bovenop kolom 1) naar kolom 5, op ruitenboer.")
add(s, "move", "action", "ruiten 9 op schoppen 10", "Ruiten 9 (kolom 3, met ruiten 5) naar kolom 1, op schoppen 10.")
add(s, "move", "action", "schoppen 7 naar kolom 7", "Schoppen 7 (kolom 2, met schoppenaas) naar kolom 7, op klaveren 8.")
add(s, "move", "action", "ruiten 4 naar kolom 3", "Ruiten 4 (kolom 2) naar kolom 3, op ruiten 5.")
add(s, "move", "action", "klaveren 10 op de boer", "Klaveren 10 (kolom 6) op de boer bovenop: ruitenboer in kolom 5.")
add(s, "move", "action", "schoppen negen naar de eerste kolom", "Schoppen 9 (kolom 5) naar kolom 1, op schoppen 10.")
add(s, "terse", "action", "ruiten 4", "Ruiten 4 past op kolom 3 en kolom 4: de vraag welke is goed.")
add(s, "question", "question", "hoeveel zetten kan ik terugdraaien", "Bij Open Scorpion onbeperkt.")
add(s, "question", "question", "welk spel is dit", "Open Scorpion.")
add(s, "question", "question", "waar kan schoppen 7 heen", "Kolom 7, op klaveren 8 (versoepeld).")
add(s, "read", "question", "lees kolom 5", "Kolom 5 voorlezen.")

s = "os250m"
add(s, "undo-redo", "action", "terug", "Laatste zet terug: klaveren 10 terug naar kolom 6.")
add(s, "undo-redo", "action", "maak de laatste twee zetten ongedaan", "Twee zetten terug: klaveren 10 terug naar kolom 6 en schoppen 7 terug naar kolom 3.")
add(s, "undo-redo", "action", "terug naar het begin", "Alle 3 zetten ongedaan maken (terug naar de beginstand).")
add(s, "undo-redo", "action", "terug naar zet 2", "Terug naar de stand na zet 2: klaveren 10 terug naar kolom 6.")
add(s, "question", "question", "hoeveel punten heb ik", "5 punten.")
add(s, "question", "question", "wat was mijn laatste zet", "Klaveren 10 naar kolom 5 (herhaling of beschrijving van de laatste zet).")
add(s, "move", "action", "klaveren 9 naar kolom 1", "Klaveren 9 (kolom 3, met de kaarten erop) naar kolom 1, op schoppen 10.")
add(s, "move", "action", "klaveren 3 op ruiten 4", "Klaveren 3 (kolom 7) naar kolom 3, op ruiten 4.")

# ---------- Open Scorpion klassiek, spel 3 ----------
s = "os3"
add(s, "move", "action", "harten 2 naar kolom 2", "Harten 2 (onderaan kolom 6, hele kolom) naar kolom 2, op harten 3.")
add(s, "move", "action", "schoppenaas op schoppen 2", "Schoppenaas (kolom 6, met harten 7) naar kolom 3, op schoppen 2.")
add(s, "move", "action", "schoppen 9 naar kolom 4", "Schoppen 9 (onderaan kolom 5) naar kolom 4, op schoppen 10.")
add(s, "move", "action", "deel uit", "De reserve uitdelen.")
add(s, "read", "question", "kolom 6", "Kolom 6 voorlezen.")
add(s, "question", "question", "wat ligt er onder harten 7", "Onder harten 7 ligt schoppenaas, in kolom 6.")
add(s, "question", "question", "wat ligt er op de harten 2", "Op harten 2 ligt harten 6, in kolom 6.")
add(s, "other", "question", "wat is mijn beste score", "De beste score uit de statistiek (nog geen).")

# ---------- Dubbele Scorpion klassiek, spel 7 ----------
s = "ds7"
add(s, "move", "action", "ruiten 10 naar kolom 4", "Ruiten 10 (bovenop kolom 8) naar kolom 4, op ruitenboer.")
add(s, "move", "action", "klaveren 2 op klaveren 3", "Klaveren 2 (kolom 14, met harten 3) naar kolom 5, op klaveren 3.")
add(s, "move", "action", "ruitenvrouw naar kolom 9", "Ruitenvrouw (kolom 13, met 5 kaarten) naar kolom 9, op ruitenheer.")
add(s, "move", "action", "klaveren 7 naar kolom 11", "Klaveren 7 (onderaan kolom 13) naar kolom 11, op klaveren 8.")
add(s, "move", "action", "harten 3 uit kolom 14 naar kolom 1", "De harten 3 uit kolom 14 naar kolom 1, op harten 4.")
add(s, "move", "action", "harten 3 naar kolom 1", "Twee open harten 3 passen (kolom 10 en 14): de vraag welke is goed.")
add(s, "move", "action", "schoppen 6 naar kolom 7", "Schoppen 6 (bovenop kolom 13) naar kolom 7, op schoppen 7.")
add(s, "move", "action", "reserve delen", "De 6 reservekaarten uitdelen op kolom 1 tot en met 6.")
add(s, "move", "action", "de harten 3 van kolom tien naar kolom een", "De harten 3 uit kolom 10 naar kolom 1.")
add(s, "move", "action", "ruiten 9 naar kolom 3", "Ruiten 9 past niet op klaverenaas: een weigering is goed.")
add(s, "terse", "action", "ruitenvrouw", "Ruitenvrouw naar de enige plek: kolom 9.")
add(s, "terse", "action", "r10", "Ruiten 10 naar de enige plek: kolom 4.")
add(s, "terse", "action", "13 naar 7", "De passende kaart uit kolom 13 (schoppen 6) naar kolom 7.")
add(s, "question", "question", "waar is harten 3", "Twee open harten 3: in kolom 10 en in kolom 14.")
add(s, "question", "question", "waar liggen de ruiten negens", "Ruiten 9 in kolom 2 en in kolom 14.")
add(s, "question", "question", "hoeveel kolommen zijn er", "14 kolommen.")
add(s, "question", "question", "hoeveel reeksen moet ik maken om te winnen", "8 reeksen.")
add(s, "question", "question", "hoeveel kaarten zitten er in de reserve", "6 kaarten.")
add(s, "question", "question", "wat ligt er bovenop kolom 12", "Ruitenaas.")
add(s, "read", "question", "lees kolom 12", "Kolom 12 voorlezen.")
add(s, "read", "question", "kolom 14", "Kolom 14 voorlezen.")
add(s, "read", "question", "lees kolom elf", "Kolom 11 voorlezen.")
add(s, "read", "question", "lees de bovenste kaarten", "De bovenste kaart van elke kolom (14).")
add(s, "read", "question", "kolom 15", "Er is geen kolom 15: het spel zegt dat (1 tot en met 14).")
add(s, "help", "question", "hoe werkt dubbele scorpion", "De regels van Dubbele Scorpion.")

# ---------- Dubbele Scorpion versoepeld, spel 42 ----------
s = "ds42"
add(s, "move", "action", "harten 5 naar kolom 1", "Harten 5 (kolom 3, met 2 kaarten) naar kolom 1, op klaveren 6 (versoepeld).")
add(s, "move", "action", "klaverenboer naar kolom 10", "Klaverenboer (kolom 5, met ruiten 4) naar kolom 10, op schoppenvrouw.")
add(s, "move", "action", "schoppen 5 uit kolom 13 naar kolom 6", "De schoppen 5 uit kolom 13 naar kolom 6, op schoppen 6.")
add(s, "move", "action", "ruitenvrouw op de schoppenheer", "Ruitenvrouw (kolom 2) naar kolom 14, op schoppenheer.")
add(s, "move", "action", "schoppen 5 naar kolom 1", "Twee open schoppen 5 passen (kolom 2 en 13): de vraag welke is goed.")
add(s, "move", "action", "klaveren 7 naar kolom 12", "Klaveren 7 (kolom 10, met schoppenvrouw) naar kolom 12, op klaveren 8.")
add(s, "question", "question", "waar is schoppen 5", "Schoppen 5 in kolom 2 en in kolom 13.")
add(s, "question", "question", "waar kan harten 9 heen", "Kolom 2, op schoppen 10.")
add(s, "question", "question", "hoeveel zetten zijn er mogelijk", "57 zetten mogelijk.")
add(s, "read", "question", "lees kolom 13", "Kolom 13 voorlezen.")
add(s, "hint", "question", "heb je een tip", "Een tip voor een zet.")

# ---------- Scorpion klassiek, traditioneel, spel 101 ----------
s = "t101"
add(s, "move", "action", "hartenboer naar kolom 1", "Hartenboer (kolom 4, met 3 kaarten) naar kolom 1, op hartenvrouw.")
add(s, "move", "action", "schoppen 5 op schoppen 6", "Schoppen 5 (kolom 2, met 2 kaarten) naar kolom 5, op schoppen 6.")
add(s, "move", "action", "hartenaas op harten 2", "Hartenaas (kolom 5, met 4 kaarten) naar kolom 6, op harten 2.")
add(s, "move", "action", "reserve delen", "Traditionele regels: er is nog een nuttige zet, dus de reserve mag nog niet; een weigering met die reden is goed.")
add(s, "move", "action", "deel de reserve uit", "Traditioneel: reserve nog niet toegestaan; weigering met reden is goed.")
add(s, "move", "action", "ruiten 4 op ruiten 5", "Ruiten 5 is niet zichtbaar: een weigering is goed, zonder te verklappen waar hij ligt.")
add(s, "terse", "action", "hartenboer", "Hartenboer naar de enige plek: kolom 1.")
add(s, "question", "question", "mag ik de reserve al delen", "Nee: traditionele regels, er is nog een nuttige zet.")
add(s, "question", "question", "hoe win ik met deze regels", "Traditioneel: elke kolom leeg of één complete reeks.")
add(s, "question", "question", "welke regels speel ik", "Klassiek, traditionele regels.")
add(s, "question", "question", "kan ik dit spel verliezen", "Ja, met de traditionele regels kun je verliezen (regels/uitleg).")
add(s, "help", "question", "regels", "De regels, met de traditionele afwijkingen.")
add(s, "hint", "question", "tip", "Een tip; wijst een nuttige zet aan.")
add(s, "giveup", "action", "ik wil opgeven", "Opgeven; het spel vraagt ja of nee.")

# ---------- Scorpion II versoepeld, traditioneel, spel 3 ----------
s = "tii3"
add(s, "move", "action", "ruiten 9 naar kolom 1", "Ruiten 9 (kolom 3, met 2 kaarten) naar kolom 1, op klaveren 10.")
add(s, "move", "action", "schoppenboer naar kolom 5", "Schoppenboer (kolom 2, met harten 3) naar kolom 5, op ruitenvrouw.")
add(s, "move", "action", "ruiten 6 op harten 7", "Ruiten 6 (kolom 4, met 2 kaarten) naar kolom 6, op harten 7.")
add(s, "move", "action", "klaverenaas naar kolom 3", "Klaverenaas (kolom 1, met 5 kaarten) naar kolom 3, op schoppen 2.")
add(s, "move", "action", "hartenaas naar kolom 2", "Hartenaas past niet op harten 3 (niet één lager): een weigering is goed.")
add(s, "question", "question", "waar kan harten 9 heen", "Kolom 4, op schoppen 10.")
add(s, "question", "question", "hoeveel reeksen liggen er compleet", "Geen.")
add(s, "hint", "question", "kan het nog", "Of het spel nog te winnen is.")
add(s, "read", "question", "lees kolom 2", "Kolom 2 voorlezen.")

# ---------- Drie Blinde Muizen klassiek, traditioneel, spel 7 ----------
s = "ttbm7"
add(s, "move", "action", "hartenvrouw naar kolom 5", "Hartenvrouw (naast de tafel) naar kolom 5, op hartenheer.")
add(s, "move", "action", "klaveren 8 op klaveren 9", "Klaveren 8 (kolom 4) naar kolom 1, op klaveren 9.")
add(s, "question", "question", "hoe win ik", "Traditioneel: elke kolom leeg of één complete reeks.")
add(s, "question", "question", "status", "Status, met traditionele regels en de kaarten naast de tafel.")

# ---------- antwoorden (NL) ----------
s = "s11new"   # vraag: Welke regels: klassiek of versoepeld?
add(s, "answer", "answer", "klassiek", "Nieuw spel met klassieke regels.")
add(s, "answer", "answer", "versoepeld", "Nieuw spel met versoepelde regels.")
add(s, "answer", "answer", "de makkelijke regels graag", "Versoepelde regels kiezen (makkelijk = versoepeld).")
add(s, "answer", "answer", "gewoon klassiek alsjeblieft", "Klassieke regels kiezen.")
add(s, "answer", "answer", "traditioneel", "Het spel zegt 'Met de traditionele regels' en vraagt opnieuw klassiek of versoepeld.")
add(s, "answer", "answer", "nee laat maar, ik speel verder", "Toch geen nieuw spel: verder met het huidige spel (spel 11).")
add(s, "answer", "answer", "versoepelt", "Typfout: versoepelde regels kiezen.")
add(s, "answer", "answer", "de eerste", "De eerste keuze: klassiek.")
s = "s11wasp"  # vraag: regels voor Wasp
add(s, "answer", "answer", "versoepeld", "Nieuw spel Wasp met versoepelde regels.")
add(s, "answer", "answer", "klassieke regels", "Nieuw spel Wasp met klassieke regels.")
add(s, "answer", "answer", "hetzelfde als nu", "Dezelfde regels als nu: klassiek (Wasp).")
s = "s11give"  # vraag: Dit spel opgeven? ja of nee
add(s, "answer", "answer", "ja", "Opgeven bevestigen: telt als verloren, nieuw spel aangeboden.")
add(s, "answer", "answer", "nee", "Niet opgeven; verder spelen.")
add(s, "answer", "answer", "ja ik geef op", "Opgeven bevestigen.")
add(s, "answer", "answer", "nee toch niet", "Niet opgeven; verder spelen.")
add(s, "answer", "answer", "jazeker", "Opgeven bevestigen.")
add(s, "answer", "answer", "doe maar", "Opgeven bevestigen (doe maar = ja).")
s = "t101g"
add(s, "answer", "answer", "ja hoor", "Opgeven bevestigen.")
add(s, "answer", "answer", "nee, ik speel nog even door", "Niet opgeven.")
s = "ds7q"     # vraag: Welke harten 3: in kolom 10 of in kolom 14?
add(s, "answer", "answer", "14", "De harten 3 uit kolom 14 naar kolom 1.")
add(s, "answer", "answer", "kolom 10", "De harten 3 uit kolom 10 naar kolom 1.")
add(s, "answer", "answer", "die in kolom 14", "De harten 3 uit kolom 14 naar kolom 1.")
add(s, "answer", "answer", "de eerste", "De eerste genoemde: harten 3 uit kolom 10 naar kolom 1.")
add(s, "answer", "answer", "uit kolom tien", "De harten 3 uit kolom 10 naar kolom 1.")
add(s, "answer", "answer", "de laatste", "De laatst genoemde: harten 3 uit kolom 14 naar kolom 1.")
add(s, "answer", "answer", "lees kolom 10", "Kolom 10 voorlezen; de vraag blijft open.")
s = "ds42q"    # vraag: Welke schoppen 5: in kolom 2 of in kolom 13?
add(s, "answer", "answer", "2", "De schoppen 5 uit kolom 2 naar kolom 1.")
add(s, "answer", "answer", "kolom 13", "De schoppen 5 uit kolom 13 naar kolom 1.")
add(s, "answer", "answer", "de tweede", "De tweede genoemde: schoppen 5 uit kolom 13 naar kolom 1.")
add(s, "answer", "answer", "die uit dertien", "De schoppen 5 uit kolom 13 naar kolom 1.")
s = "s1234q"   # Welke bedoel je? 1: harten 8 naar kolom 3; 2: naar kolom 6
add(s, "answer", "answer", "1", "Keuze 1: harten 8 naar kolom 3, op harten 9.")
add(s, "answer", "answer", "kies 2", "Keuze 2: harten 8 naar kolom 6, op ruiten 9.")
add(s, "answer", "answer", "naar kolom 6", "Harten 8 naar kolom 6.")
add(s, "answer", "answer", "op de harten 9", "Keuze 1: harten 8 naar kolom 3, op harten 9.")
add(s, "answer", "answer", "twee", "Keuze 2: harten 8 naar kolom 6.")
add(s, "answer", "answer", "de eerste graag", "Keuze 1: harten 8 naar kolom 3.")
s = "s1234r"   # 1: ruiten 4 naar kolom 1; 2: naar kolom 4
add(s, "answer", "answer", "op de schoppen 5", "Keuze 1: ruiten 4 naar kolom 1, op schoppen 5.")
add(s, "answer", "answer", "nummer 2", "Keuze 2: ruiten 4 naar kolom 4, op harten 5.")
add(s, "answer", "answer", "kolom vier", "Ruiten 4 naar kolom 4.")
s = "tbm19q"   # 1: schoppen 5 naar kolom 2; 2: naar kolom 4
add(s, "answer", "answer", "1", "Keuze 1: schoppen 5 naar kolom 2, op schoppen 6.")
add(s, "answer", "answer", "naar 4", "Schoppen 5 naar kolom 4, op harten 6.")
add(s, "answer", "answer", "op de schoppen zes", "Keuze 1: schoppen 5 naar kolom 2, op schoppen 6.")
add(s, "answer", "answer", "laat maar", "De keuze annuleren; niets verplaatsen.")


# ---------- extra NL: nieuw spel, opgeven, instellingen, overig ----------
add("s777", "newgame", "action", "nieuw spel dubbele scorpion", "Nieuw spel Dubbele Scorpion; het spel vraagt welke regels.")
add("s1234", "newgame", "action", "nieuw spel 2024 versoepeld", "Meteen spel 2024 met versoepelde regels (Scorpion).")
add("w7v", "newgame", "action", "begin een spel wesp", "Nieuw spel Wasp (vraag naar regels is goed).")
add("tbm19", "newgame", "action", "ik wil een nieuw spel scorpion twee", "Nieuw spel Scorpion II; vraag naar regels is goed.")
add("ds42", "newgame", "action", "nieuw spel traditioneel", "Nieuw spel (Dubbele Scorpion) met traditionele regels; vraag klassiek/versoepeld is goed.")
add("os3", "newgame", "action", "speel drie blinde muizen", "Nieuw spel Drie Blinde Muizen; vraag naar regels is goed.")
add("ii58", "newgame", "action", "nieuw potje", "Nieuw spel; het spel vraagt welke regels.")
add("t101", "newgame", "action", "begin dit spel nog eens van voren af aan", "Hetzelfde spel 101 opnieuw vanaf het begin (zelfde regels).")
add("s777e", "giveup", "action", "opgeven", "Opgeven; het spel vraagt ja of nee.")
add("w23e", "giveup", "action", "ik geef het op, ik zie het niet meer zitten", "Opgeven; het spel vraagt ja of nee.")
add("ds42", "giveup", "action", "ik geef me gewonnen", "Uitdrukking voor opgeven; het spel vraagt ja of nee.")
add("tbm19", "giveup", "action", "dit spel opgeven", "Opgeven; het spel vraagt ja of nee.")
add("ii58e", "giveup", "action", "geef op", "Opgeven; het spel vraagt ja of nee.")
add("s777e", "other", "question", "herhaal dat eens", "De laatste melding (schoppen 7-zet) nog eens.")
add("w7v", "other", "question", "statistieken", "De statistiek.")
add("ds7", "other", "action", "afsluiten", "Bewaren en stoppen.")
add("s1234e", "other", "question", "vorige melding", "De melding voor de laatste (hier: het welkom/de bovenste kaarten).")
add("os250m", "other", "question", "nog een keer", "De laatste melding (klaveren 10-zet) nog eens.")
add("ii58", "other", "question", "hoe lang ben ik al bezig", "Speelduur van dit spel.")
add("s11b", "other", "action", "stoppen en bewaren", "Bewaren en stoppen.")
add("tbm7", "other", "question", "wat was dat laatste", "De laatste melding nog eens.")
add("s777", "speech", "action", "uitvoerigheid uitgebreid", "Uitvoerigheid uitgebreid.")
add("s1234", "speech", "action", "praat langzamer", "Spreeksnelheid lager.")
add("tbm7", "speech", "action", "geluid aan", "Geluid aan (geen apparaat: het spel zegt dat in één zin).")
add("ds7", "speech", "action", "kortere meldingen graag", "Uitvoerigheid kort.")
add("w23e", "speech", "action", "in het engels alsjeblieft", "Taal Engels.")
add("os250", "speech", "action", "volume 40", "Volume van de geluiden op 40.")
add("ii58", "speech", "action", "snelheid dertig", "Spreeksnelheid 30.")
add("ds42", "help", "question", "help toetsen", "De toetsen.")
add("tbm19", "help", "question", "hoe speel ik de kaarten naast de tafel", "Uitleg: met een gewone zet op een kolom leggen.")
add("w23e", "help", "question", "wat is er anders bij wasp", "Uitleg: bij Wasp mag elke kaart op een lege kolom.")
add("s1234", "question", "question", "hoeveel kaarten liggen er in de vierde kolom", "7 kaarten (3 gedekt, 4 open) in kolom 4.")
add("ds7", "question", "question", "ligt de klaveren 2 open", "Ja, klaveren 2 ligt open in kolom 14.")

# ================= English =================
s = "e4821"
add(s, "move", "action", "4 of clubs to column 3", "4 of clubs (top of column 1) to column 3, onto 5 of clubs.")
add(s, "move", "action", "move the jack of spades onto the queen of spades", "Jack of spades (column 2, with 3 cards) to column 4, onto queen of spades.")
add(s, "move", "action", "queen of hearts to column 7", "Queen of hearts (column 4, with queen of spades) to column 7, onto king of hearts.")
add(s, "move", "action", "put the four of clubs on the five", "4 of clubs onto the 5 on top: 5 of clubs in column 3.")
add(s, "move", "action", "9 of spades on 10 of spades", "10 of spades is not on top (column 1): a refusal is correct.")
add(s, "move", "action", "queen of hearts to the seventh column", "Queen of hearts to column 7 (ordinal = column).")
add(s, "move", "action", "can you put the queen of hearts on the king of hearts", "Request: queen of hearts to column 7, onto king of hearts; doing the move is correct.")
add(s, "move", "action", "8 of clubs to column 2", "8 of clubs does not fit on 8 of diamonds: a refusal is correct.")
add(s, "move", "action", "deal", "Deal the reserve onto columns 1, 2 and 3.")
add(s, "move", "action", "deal the reserve please", "Deal the reserve.")
add(s, "move", "action", "umm, 4 of clubs to column 3 period", "Dictated with filler and period: 4 of clubs to column 3.")
add(s, "terse", "action", "qh", "Queen of hearts to the only place: column 7.")
add(s, "terse", "action", "4 of clubs", "4 of clubs to the only place: column 3.")
add(s, "terse", "action", "jack of spades", "Jack of spades to the only place: column 4.")
add(s, "terse", "action", "1 to 3", "The fitting card from column 1 (4 of clubs) to column 3.")
add(s, "read", "question", "board", "The whole board.")
add(s, "read", "question", "read column 5", "Column 5 read out.")
add(s, "read", "question", "top cards", "The top card of every column.")
add(s, "read", "question", "what is on top of column 2", "Only the top card of column 2: 8 of diamonds.")
add(s, "read", "question", "read me the whole table", "The whole board.")
add(s, "read", "question", "read columns 3 and 4", "Columns 3 and 4 read out.")
add(s, "question", "question", "where is the ace of spades", "Ace of spades is face up in column 5.")
add(s, "question", "question", "how many face-down cards are left", "12 face-down cards (plus 3 in the reserve).")
add(s, "question", "question", "is the king of spades face up", "Yes, king of spades is face up in column 4.")
add(s, "question", "question", "which columns are empty", "None.")
add(s, "question", "question", "how many points do I have", "0 points.")
add(s, "question", "question", "what can I move", "The 4 possible moves listed.")
add(s, "question", "question", "where can the jack of spades go", "Column 4, onto queen of spades.")
add(s, "question", "question", "what's under the king of hearts", "Under king of hearts lies king of diamonds, in column 7.")
add(s, "question", "question", "is the 7 of clubs visible", "No, 7 of clubs is not visible (without revealing where it is).")
add(s, "question", "question", "what game am I playing", "Scorpion, classic rules.")
add(s, "hint", "question", "hint", "A suggested move.")
add(s, "hint", "question", "give me a hint please", "A suggested move.")
add(s, "hint", "question", "can I still win", "Whether the game can still be won.")
add(s, "hint", "question", "what should I do next", "Asking for advice: a suggested move.")
add(s, "help", "question", "help", "The list of commands.")
add(s, "help", "question", "what can I say", "The list of commands.")
add(s, "help", "question", "help undo", "Explanation of undo.")
add(s, "help", "question", "rules", "The rules of Scorpion, classic.")
add(s, "help", "question", "how do I name a card", "Explanation of card names.")
add(s, "newgame", "action", "new game", "New game; the game asks which rules.")
add(s, "newgame", "action", "start a new game of wasp", "New game of Wasp; the game asks which rules.")
add(s, "newgame", "action", "new game 1234", "Start deal 1234 at once, classic Scorpion.")
add(s, "newgame", "action", "new game three blind mice relaxed", "New game of Three Blind Mice with relaxed rules.")
add(s, "giveup", "action", "I give up", "Give up; the game asks yes or no.")
add(s, "giveup", "action", "give up", "Give up; the game asks yes or no.")
add(s, "other", "question", "repeat", "The last message again.")
add(s, "other", "question", "say that again", "The last message again.")
add(s, "other", "action", "quit", "Save and quit.")
add(s, "other", "question", "statistics", "The statistics.")
add(s, "other", "question", "how long have I been playing", "Time spent on this game.")
add(s, "speech", "action", "speak faster", "Speech rate up.")
add(s, "speech", "action", "language dutch", "Switch the language to Dutch.")
add(s, "speech", "action", "verbosity short", "Verbosity short.")
add(s, "speech", "action", "turn the sound off", "Sound off.")

s = "e4821b"
add(s, "undo-redo", "action", "undo", "Undo the last move: queen of hearts back to column 4.")
add(s, "undo-redo", "action", "take that back", "Queen of hearts back to column 4.")
add(s, "undo-redo", "action", "oops", "Undo the last move: queen of hearts back to column 4.")
add(s, "undo-redo", "action", "undo the last two moves", "Two moves undone: queen of hearts back to column 4, jack of spades back to column 2.")
add(s, "undo-redo", "action", "go back to move 1", "Back to the position after move 1 (two moves undone).")
add(s, "question", "question", "what's my score", "20 points.")
add(s, "question", "question", "how many moves have I made", "3 moves.")
add(s, "question", "question", "status", "Status: score 20, 3 moves.")
add(s, "move", "action", "2 of diamonds to column 1", "2 of diamonds (column 6) to column 1, onto 3 of diamonds.")
add(s, "move", "action", "8 of clubs onto the 9", "8 of clubs (column 5) onto the 9 on top: 9 of clubs in column 4.")
add(s, "move", "action", "5 of hearts to column 2", "5 of hearts (column 3, with 4 cards) to column 2, onto 6 of hearts.")
add(s, "read", "question", "read column 7", "Column 7 read out (13 cards).")
add(s, "question", "question", "what was turned over", "The 6 of hearts was turned face up in column 2 (or the last message / column read).")
add(s, "giveup", "action", "forfeit this game", "Give up; the game asks yes or no.")

s = "e4821c"
add(s, "undo-redo", "action", "redo", "Queen of hearts to column 7 again.")
add(s, "undo-redo", "action", "do that again", "Redo: queen of hearts to column 7.")
add(s, "undo-redo", "action", "undo again", "Another undo: jack of spades back to column 2.")

s = "e4821new"   # Which rules: classic or relaxed?
add(s, "answer", "answer", "classic", "New game, classic rules.")
add(s, "answer", "answer", "relaxed", "New game, relaxed rules.")
add(s, "answer", "answer", "the easy ones", "Relaxed rules (easy).")
add(s, "answer", "answer", "never mind", "No new game after all; keep playing deal 4821.")
s = "e4821give"  # Give up this game? yes or no
add(s, "answer", "answer", "yes", "Confirm giving up.")
add(s, "answer", "answer", "no", "Do not give up; keep playing.")
add(s, "answer", "answer", "no, keep playing", "Do not give up.")

s = "etbm7"
add(s, "move", "action", "queen of hearts to column 5", "Queen of hearts (beside the table) to column 5, onto king of hearts.")
add(s, "move", "action", "jack of spades to column 3", "Jack of spades (column 4, with 3 cards) to column 3, onto queen of spades.")
add(s, "move", "action", "put the 10 of hearts on the jack", "10 of hearts (column 5) onto the jack on top: jack of hearts in column 8.")
add(s, "move", "action", "queen of diamonds to column 9", "Queen of diamonds does not fit on 5 of diamonds: a refusal is correct.")
add(s, "terse", "action", "9 of diamonds", "9 of diamonds to the only place: column 6, onto 10 of diamonds.")
add(s, "question", "question", "what is beside the table", "Queen of diamonds and queen of hearts.")
add(s, "question", "question", "how many columns are there", "10 columns.")
add(s, "question", "question", "where is the king of diamonds", "King of diamonds is face up in column 3.")
add(s, "read", "question", "read column 8", "Column 8 read out.")

s = "eds7"
add(s, "move", "action", "10 of diamonds to column 4", "10 of diamonds (column 8) to column 4, onto jack of diamonds.")
add(s, "move", "action", "3 of hearts from column 14 to column 1", "The 3 of hearts from column 14 to column 1.")
add(s, "move", "action", "3 of hearts to column 1", "Two open 3 of hearts fit: asking which is correct.")
add(s, "move", "action", "queen of diamonds onto the king of diamonds", "Queen of diamonds (column 13) to column 9, onto king of diamonds.")
add(s, "move", "action", "7 of clubs to column eleven", "7 of clubs (column 13, whole column) to column 11, onto 8 of clubs.")
add(s, "question", "question", "where is the 3 of hearts", "Two: column 10 and column 14.")
add(s, "question", "question", "how many cards are in the reserve", "6 cards.")
add(s, "read", "question", "read column 13", "Column 13 read out.")

s = "eds7q"    # Which 3 of hearts: in column 10 or in column 14?
add(s, "answer", "answer", "the one in column 14", "The 3 of hearts from column 14 to column 1.")
add(s, "answer", "answer", "14", "The 3 of hearts from column 14 to column 1.")
add(s, "answer", "answer", "column 10", "The 3 of hearts from column 10 to column 1.")
add(s, "answer", "answer", "the first one", "The first named: 3 of hearts from column 10 to column 1.")

s = "ewt250"
add(s, "move", "action", "deal the reserve", "Traditional rules: a useful move is left, so the reserve may not be dealt yet; refusal with that reason is correct.")
add(s, "move", "action", "9 of spades to column 1", "9 of spades (column 5, with 2 cards) to column 1, onto 10 of spades.")
add(s, "move", "action", "4 of hearts onto the 5 of hearts", "4 of hearts (column 5) to column 4, onto 5 of hearts.")
add(s, "question", "question", "can I deal the reserve yet", "No: traditional rules, there is still a useful move.")
add(s, "question", "question", "how do I win with traditional rules", "Every column empty or holding one complete run.")
add(s, "question", "question", "which game is this", "Wasp, classic, traditional rules.")
add(s, "help", "question", "rules", "Rules of Wasp with the traditional changes.")
add(s, "hint", "question", "tip", "A suggested (useful) move.")

s = "eos3"
add(s, "move", "action", "2 of hearts to column 2", "2 of hearts (bottom of column 6, whole column) to column 2, onto 3 of hearts.")
add(s, "move", "action", "ace of spades onto the two of spades", "Ace of spades (column 6, with 7 of hearts) to column 3, onto 2 of spades.")
add(s, "move", "action", "9 of spades to column 4", "9 of spades (bottom of column 5) to column 4, onto 10 of spades.")
add(s, "question", "question", "how many moves can I undo", "Open Scorpion: unlimited.")

s = "ei58"
add(s, "move", "action", "5 of diamonds to column 1", "5 of diamonds (column 2, with ace of hearts) to column 1, onto 6 of hearts (relaxed).")
add(s, "move", "action", "queen of hearts to column 6", "Queen of hearts (column 3, with 4 cards) to column 6, onto king of hearts.")
add(s, "move", "action", "6 of clubs onto the 7 of hearts", "6 of clubs (column 3) to column 4, onto 7 of hearts (relaxed).")
add(s, "terse", "action", "queen of hearts", "Queen of hearts to the only place: column 6.")
add(s, "terse", "action", "5 of hearts", "5 of hearts (column 1) to the only place: column 7, onto 6 of diamonds.")
add(s, "question", "question", "where can the 5 of clubs go", "Column 1 (6 of hearts) or column 7 (6 of diamonds).")
add(s, "question", "question", "are there any face-down cards", "No face-down cards in the columns (only the reserve).")
add(s, "question", "question", "what rules am I playing", "Scorpion II, relaxed rules.")
add(s, "speech", "action", "more words", "Longer verbosity.")

def main():
    rows = []
    for i, (setup, cat, kind, line, meaning) in enumerate(L, 1):
        lang, variant, rules, trad, deal, prior = S[setup]
        rows.append([f"g{i:03d}", cat, kind, lang, variant, rules, trad, deal, prior, line, meaning])
    with open(os.path.join(HERE, "set.tsv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, escapechar="\\")
        w.writerow(["id", "category", "kind", "lang", "variant", "rules", "traditional", "deal", "prior", "line", "meaning"])
        w.writerows(rows)
    from collections import Counter
    print(len(rows), Counter(r[3] for r in rows), Counter(r[1] for r in rows), Counter(r[4] for r in rows),
          Counter(r[5] for r in rows), Counter(r[6] for r in rows), Counter(r[2] for r in rows))

if __name__ == "__main__":
    main()
