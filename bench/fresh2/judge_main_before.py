#!/usr/bin/env python3
"""Hand verdicts for answers-main-before.tsv (by RUBRIC.md); writes verdicts-main-before.tsv, prints tables."""
import csv, os
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))

REFUSED = """g013 g025 g037 g046 g050 g066 g083 g086 g097 g099 g121 g122 g132 g152 g161 g168 g229 g243 g256
g288 g289 g318 g325 g327 g346 g348 g364 g369 g371 g372 g373 g375 g376 g379 g381 g382 g384 g390 g408 g416
g418 g419 g428 g436 g438 g439 g452 g472 g481 g496 g500 g509 g516 g517 g520 g527 g538 g541 g545 g546 g553""".split()
REFUSED_WHY = {
 "g013": "Onbekend woord + Bedoelde je (typfout)", "g122": "Onbekend woord + Bedoelde je (typfout)",
 "g452": "Unknown word umm + Did you mean", "g037": "Onbekend woord spelnummer + suggestie",
 "g373": "'Alleen het getal 1' op de regelvraag", "g379": "stelt dezelfde opgeef-vraag opnieuw; niets gedaan",
 "g436": "'Dertig is geen getal' + suggestie 'snelheid dertien'", "g376": "Niet begrepen + suggestie",
}
SAFE = {
 "g036": "safe: 'wat kan er op klaveren 4' gelezen als 'wat ligt er op': 'Op klaveren 4 ligt niets'",
 "g048": "safe: 'een' gelezen als het getal 1: 'Alleen het getal 1. Zeg kolom 1 ...'",
 "g138": "safe: regelvraag over lege kolom beantwoord met 'Kolom 7 is leeg'; regel niet genoemd",
 "g139": "safe: 'hoeveel zetten kan ik doen' -> status met gedane zetten",
 "g164": "safe: 'welke kaarten passen op' gelezen als 'wat ligt er op': 'Op ruitenboer ligt niets'",
 "g175": "safe: 'Kolom 5 is leeg'; de heren die erheen kunnen niet genoemd",
 "g186": "safe: regelvraag (vrouw op lege kolom bij Wasp) -> 'Kolom 7 is leeg'",
 "g254": "safe: aantal gevraagd -> heel bord voorgelezen, aantal niet gezegd",
 "g304": "safe: weigert een legale zet met de onware zin 'Klaveren 3 ligt niet bovenaan een kolom' (klaveren 3 ligt bovenop kolom 5; het tweede exemplaar ligt midden in kolom 1)",
 "g292": "safe: vraag 'wat was mijn laatste zet' gelezen als zetverzoek: 'Welke kaart? Noem een kaart ...'",
 "g317": "safe: 'waar liggen de ruiten negens' -> waar ruiten 9 heen kan; plaatsen niet genoemd",
 "g319": "safe: 'hoeveel reeksen om te winnen' -> 'Er is nog geen reeks weggelegd'",
 "g320": "safe: 'hoeveel kaarten in de reserve' -> status zonder het aantal reservekaarten",
 "g331": "safe: weigert een legale zet met de onware zin 'Schoppenheer ligt niet bovenaan een kolom' (schoppenheer ligt bovenop kolom 14; het tweede exemplaar midden in kolom 2)",
 "g336": "safe: 'hoeveel zetten zijn er mogelijk' -> status met gedane zetten",
 "g349": "safe: vraag 'kan ik dit spel verliezen' gelezen als opgeven: 'Dit spel opgeven? ... Typ ja of nee.'",
 "g368": "safe: 'de makkelijke regels graag' op de regelvraag -> regels voorgelezen in plaats van versoepeld gekozen",
 "g512": "safe: 'do that again' (redo bedoeld) -> herhaalt de laatste melding 'Undone: ...' (geen wijziging, maar klinkt als nog een undo)",
 "g526": "safe: 'what is beside the table' -> algemene uitleg, de twee kaarten niet genoemd",
 "g536": "safe: 'how many cards are in the reserve' -> status zonder het aantal",
}
ACTION = {
 "g098": "ACTION: 'zet terug wat je ongedaan maakte' (opnieuw doen bedoeld) -> nog een zet ongedaan gemaakt (klaverenboer terug)",
 "g394": "ACTION: 'de tweede' op 'Welke schoppen 5: in kolom 2 of in kolom 13?' -> schoppen 5 uit kolom 2 gezet (kolom 2 gelezen), bedoeld de tweede genoemde (kolom 13)",
}
NOTES = {"g283": "letterlijk juist: nog niets om ongedaan te maken", "g413": "traditioneel behouden (nagekeken)",
         "g187": "status noemt 'Het spel is Wasp'", "g253": "bord begint met de kaarten naast de tafel"}

def main():
    rows = list(csv.DictReader(open(os.path.join(HERE, "answers-main-before.tsv"), encoding="utf-8"), delimiter="\t"))
    ids = {r["id"] for r in rows}
    for k in list(SAFE) + list(ACTION) + REFUSED:
        assert k in ids, k
    out = []
    for r in rows:
        i = r["id"]
        if i in ACTION: v, why = "misread", ACTION[i]
        elif i in SAFE: v, why = "misread", SAFE[i]
        elif i in REFUSED: v, why = "refused", REFUSED_WHY.get(i, "niet begrepen / onbekend woord; niets gedaan")
        else: v, why = "understood", NOTES.get(i, "doet of beantwoordt wat bedoeld is")
        out.append((r, v, why))
    with open(os.path.join(HERE, "verdicts-main-before.tsv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["id", "verdict", "reason"])
        for r, v, why in out:
            w.writerow([r["id"], v, why])

    def table(title, keyf):
        g = defaultdict(Counter)
        for r, v, why in out:
            k = keyf(r)
            g[k][v] += 1
            if why.startswith("ACTION"): g[k]["action"] += 1
        print(f"\n{title}\n| {'group':12} | n | understood | refused | misread | of which ACTION |\n|---|---|---|---|---|---|")
        for k in sorted(g, key=lambda k: -sum(g[k][x] for x in ("understood", "refused", "misread"))):
            c = g[k]; n = c["understood"] + c["refused"] + c["misread"]
            print(f"| {k:12} | {n} | {c['understood']} ({100*c['understood']/n:.1f}%) | {c['refused']} ({100*c['refused']/n:.1f}%) | {c['misread']} ({100*c['misread']/n:.1f}%) | {c['action']} |")
    table("Overall", lambda r: "all")
    table("By kind", lambda r: r["kind"])
    table("By category", lambda r: r["category"])
    table("By language", lambda r: r["lang"])
    print("\nMisreads:")
    for r, v, why in out:
        if v == "misread":
            print(f"- {r['id']} ({r['category']}, {r['lang']}): {why}")

if __name__ == "__main__":
    main()
