#!/usr/bin/env python3
"""Verdicts for answers-main-after.tsv (commit 2679af5) by RUBRIC.md; writes verdicts-main-after.tsv, prints tables.

Lines whose answer (and prior_last) is identical to answers-main-before.tsv keep the tester's verdict
from verdicts-main-before.tsv. Every changed line is judged here by hand (CHANGED)."""
import csv, os
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
U, R, M = "understood", "refused", "misread"

CHANGED = {
 # read / questions that now state the fact
 "g025": (U, "hele bord voorgelezen"),
 "g029": (U, "'Er liggen nog 12 gedekte kaarten op tafel'"),
 "g037": (U, "status noemt 'spel 11'"),
 "g161": (U, "status noemt 'versoepelde regels'"),
 "g190": (U, "'Er liggen nog 12 gedekte kaarten op tafel'"),
 "g211": (U, "status noemt 'versoepelde regels' en 'Het spel is Wasp'"),
 "g223": (U, "'Er ligt geen gedekte kaart meer op tafel'"),
 "g229": (U, "regels van Scorpion II voorgelezen"),
 "g254": (U, "'Er liggen 2 kaarten naast de tafel'"),
 "g256": (U, "'Dit spel heeft 10 kolommen'"),
 "g258": (U, "'Er liggen nog 9 gedekte kaarten op tafel'"),
 "g317": (U, "beide ruiten 9 genoemd: bovenop kolom 2 en in kolom 14"),
 "g318": (U, "'Dit spel heeft 14 kolommen'"),
 "g320": (U, "'De reserve telt nog 6 gedekte kaarten'"),
 "g325": (U, "bovenste kaart van alle 14 kolommen"),
 "g348": (U, "status noemt 'klassiek, traditionele regels'"),
 "g364": (U, "regels voorgelezen, met de winvoorwaarde (elke kolom leeg of één complete reeks, niets naast de tafel)"),
 "g464": (U, "'12 face-down cards are left on the table'"),
 "g527": (U, "'This game has 10 columns'"),
 "g536": (U, "'The reserve holds 6 face-down cards'"),
 "g546": (U, "rules read, with the traditional win condition stated"),
 "g561": (U, "status states 'relaxed rules' and 'The game is Scorpion II'"),
 # hints / solvable (only the wording or the sample changed)
 "g041": (U, "tip"), "g042": (U, "tip"), "g043": (U, "tip"), "g093": (U, "tip"), "g123": (U, "tip"),
 "g143": (U, "tip"), "g192": (U, "tip"), "g241": (U, "tip"), "g275": (U, "tip"), "g338": (U, "tip"),
 "g351": (U, "tip (traditioneel)"), "g473": (U, "tip"), "g474": (U, "tip"), "g476": (U, "tip"), "g549": (U, "tip"),
 "g044": (U, "zegt of het nog te winnen is"),
 # help
 "g045": (U, "lijst van commando's"), "g046": (U, "lijst van commando's"),
 "g050": (U, "lijst van commando's (de betekenis laat help toe)"),
 "g437": (U, "toetsen"), "g477": (U, "list of commands"), "g478": (U, "list of commands"),
 # moves / rule refusals about the card and target meant
 "g109": (U, "weigering om een regel (soort en waarde), over de bedoelde kaart en kolom"),
 "g249": (U, "weigering om een regel (soort en waarde), over de bedoelde kaart en kolom"),
 "g449": (U, "refusal for a rule (suit and rank), about the card and column meant"),
 "g269": (U, "weigering 'moet precies één lager zijn' (alleen volgorde van de opties anders)"),
 "g312": (U, "weigering 'op een aas mag niets'; '1 andere is niet zichtbaar' noemt geen gedekte kaart"),
 "g304": (U, "zet gedaan: klaveren 2 uit kolom 14 naar kolom 5, op klaveren 3"),
 "g331": (U, "zet gedaan: ruitenvrouw uit kolom 2 naar kolom 14, op schoppenheer"),
 "g083": (U, "reserve uitgedeeld"),
 # undo
 "g066": (U, "terug bij zet 0 = beide zetten ongedaan"),
 "g288": (U, "terug bij zet 1 = de laatste twee van 3 zetten ongedaan"),
 "g289": (U, "terug bij zet 0 = beginstand"),
 "g500": (U, "back at move 1 = the last two of 3 moves undone"),
 # new game
 "g087": (U, "vraagt welke regels (nu met waarschuwing dat het lopende spel als verloren telt)"),
 "g088": (U, "vraagt welke regels (nu met waarschuwing dat het lopende spel als verloren telt)"),
 "g089": (U, "spel 500, klassiek"), "g090": (U, "nieuw spel, versoepeld"),
 "g485": (U, "new game Three Blind Mice, relaxed"),
 # answers to questions
 "g366": (U, "nieuw spel klassiek"), "g367": (U, "nieuw spel versoepeld"),
 "g368": (U, "'de makkelijke regels graag' -> nieuw spel versoepeld"),
 "g369": (U, "nieuw spel klassiek"),
 "g374": (U, "nieuw spel Wasp versoepeld"), "g375": (U, "nieuw spel Wasp klassiek"),
 "g376": (R, "zelfde antwoord als voorheen (alleen de vraag kreeg een waarschuwing): Niet begrepen + suggestie"),
 "g390": (U, "'de laatste' -> harten 3 uit kolom 14 (de laatst genoemde) naar kolom 1"),
 "g514": (U, "new game, classic"), "g515": (U, "new game, relaxed"),
 "g516": (U, "'the easy ones' -> new game, relaxed"),
 "g541": (U, "'the first one' -> 3 of hearts from column 10 (first named) to column 1"),
 # give up / speech
 "g419": (U, "vraagt 'Dit spel opgeven? ... Typ ja of nee.'"),
 "g436": (U, "spreeksnelheid 30"),
 # misreads (safe)
 "g048": (M, "safe: 'hoe noem ik een kaart' -> de algemene lijst van commando's; hoe je een kaart noemt staat er niet in (help kaarten bestaat wel)"),
 "g481": (M, "safe: 'how do I name a card' -> the general list of commands; how to name a card is not in it"),
 "g327": (M, "safe: 'hoe werkt dubbele scorpion' (regels bedoeld) -> de algemene lijst van commando's; regels niet genoemd"),
 "g472": (M, "safe: 'what game am I playing' -> status with 'classic rules, deal 4821' but the game (Scorpion) is not named"),
 "g553": (M, "safe: 'how many moves can I undo' -> help on the command 'moves' (lists legal moves); the undo limit not stated"),
}

def load(name):
    return {r["id"]: r for r in csv.DictReader(open(os.path.join(HERE, name), encoding="utf-8"), delimiter="\t")}

def main():
    before, after, vb = load("answers-main-before.tsv"), load("answers-main-after.tsv"), load("verdicts-main-before.tsv")
    changed = [i for i in after if after[i]["answer"] != before[i]["answer"] or after[i]["prior_last"] != before[i]["prior_last"]]
    assert sorted(changed) == sorted(CHANGED), (set(changed) ^ set(CHANGED))
    out = []
    for i, r in after.items():
        if i in CHANGED: v, why = CHANGED[i]
        else: v, why = vb[i]["verdict"], vb[i]["reason"]
        out.append((r, v, why))
    with open(os.path.join(HERE, "verdicts-main-after.tsv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["id", "verdict", "reason"])
        for r, v, why in out:
            w.writerow([r["id"], v, why])
    judged = [(r, v, why) for r, v, why in out if v != "n/a"]

    def table(title, keyf):
        g = defaultdict(Counter)
        for r, v, why in judged:
            k = keyf(r)
            g[k][v] += 1
            if why.startswith("ACTION"): g[k]["action"] += 1
        print(f"\n{title}\n| {'group':12} | n | understood | refused | misread | of which ACTION |\n|---|---|---|---|---|---|")
        for k in sorted(g, key=lambda k: -sum(g[k][x] for x in (U, R, M))):
            c = g[k]; n = c[U] + c[R] + c[M]
            print(f"| {k:12} | {n} | {c[U]} ({100*c[U]/n:.1f}%) | {c[R]} ({100*c[R]/n:.1f}%) | {c[M]} ({100*c[M]/n:.1f}%) | {c['action']} |")
    print(f"changed answers: {len(changed)} of {len(after)} (answer text differs: "
          f"{sum(after[i]['answer'] != before[i]['answer'] for i in after)}); n/a: {len(out) - len(judged)}")
    table("Overall", lambda r: "all")
    table("By kind", lambda r: r["kind"])
    table("By category", lambda r: r["category"])
    table("By language", lambda r: r["lang"])
    print("\nTransitions (before -> after), changed lines:")
    t = Counter((vb[r["id"]]["verdict"], v) for r, v, why in out if r["id"] in CHANGED)
    for (a, b), n in sorted(t.items()):
        print(f"- {a} -> {b}: {n}")
    print("\nMisreads:")
    for r, v, why in out:
        if v == M:
            print(f"- {r['id']} ({r['category']}, {r['lang']}){'' if r['id'] in CHANGED else ' [unchanged]'}: {why}")
    print("\nRegressions (understood before, not after):")
    for r, v, why in out:
        if vb[r["id"]]["verdict"] == U and v != U:
            print(f"- {r['id']}: {r['line']} -> {r['answer'][:200]} ({v}: {why})")
    print("\nNow understood (were refused/misread):")
    for r, v, why in out:
        if vb[r["id"]]["verdict"] != U and v == U:
            print(f"- {r['id']} ({vb[r['id']]['verdict']}): {r['line']}")
    print("\nRefused -> misread:")
    for r, v, why in out:
        if vb[r["id"]]["verdict"] == R and v == M:
            print(f"- {r['id']}: {r['line']}")

if __name__ == "__main__":
    main()
