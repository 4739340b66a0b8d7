# Verdicts for answers-main-after.tsv (the reworked command language), made by reading every answer
# against the rubric in README.md. Where the answer is identical to answers-main-before.tsv the old
# verdict was kept (checked; none was clearly wrong). Lines whose question is no longer asked are n/a.
# Game runs used to check facts: f027, f044 (nothing moved), f348, f350, f351, f363 (the new game is
# the variant asked: Wasp, Drie Blinde Muizen, Dubbele Scorpion, Wasp).
import csv, collections
REFUSED = {"f016", "f028", "f030", "f031", "f033", "f034", "f035", "f036", "f037", "f048", "f053", "f065", "f067",
    "f078", "f082", "f083", "f087", "f089", "f100", "f138", "f151", "f154", "f155", "f160", "f166", "f176", "f181",
    "f192", "f220", "f226", "f227", "f229", "f235", "f240", "f241", "f242", "f246", "f265", "f269", "f270", "f273",
    "f278", "f281", "f283", "f284", "f287", "f288", "f291", "f292", "f298", "f299", "f308", "f318", "f321", "f322",
    "f324", "f327", "f328", "f329", "f341", "f342", "f349", "f353", "f355", "f356", "f357", "f360", "f370", "f371",
    "f374", "f383", "f385", "f386", "f396", "f397", "f405", "f406", "f409", "f410", "f414", "f421", "f422", "f423",
    "f425", "f426", "f428", "f429", "f432", "f436", "f441"}
MISREAD_SAFE = {  # wrong reading, nothing changed on the table
 "f027": "move request read as a where-can-it-go question ('Ruiten 7 kan naar kolom 6'); nothing moved (checked)",
 "f038": "read 'op vier' as column 4 (manual rule) and refused; meant the 4 (klaveren 4)",
 "f044": "move request answered with 'Kolom 5 is leeg' (empty-column question); hartenheer not moved (checked)",
 "f189": "'hoe lang is kolom 7' (length) read as time played ('nog geen minuut')",
 "f190": "gives total 7 and 3 face-down; the number of open cards (4) asked is not stated",
 "f201": "question 'kan X op Y' read as a move request (refused as illegal); a legal one would have moved",
 "f204": "rule question (may a queen go on an empty column) answered with 'Kolom 5 is leeg'",
 "f207": "runs still needed (4) asked; answered runs removed ('nog geen reeks weggelegd')",
 "f224": "gave status; number of reserve cards not stated",
 "f232": "gave status (moves made) instead of the number of possible moves",
 "f237": "count of cards beside the table asked; whole board read, count (2) not stated",
 "f238": "where are both harten 3 asked; answered where harten 3 can go (kolom 1), columns 10/14 not said",
 "f239": "runs needed to win (8) asked; answered runs removed ('nog geen reeks weggelegd')",
 "f286": "'alles terugdraaien' (undo all) read as a board read; nothing undone",
 "f343": "read 'nummer 12' as column 12 ('Er is geen kolom 12'); meant deal 12",
 "f354": "started new game but dropped 'traditionele regels' and asked klassiek/versoepeld",
 "f407": "answer to Welke regels? read as the regels command (rules text); classic not chosen",
}
MISREAD_ACTION = {
 "f205": "question 'mag ik de harten 7 in de lege kolom leggen' (may I?) was played as the move: harten 7 moved to column 5",
}
NA = {  # prior 'hartenheer naar de lege kolom' now moves to the only empty column without asking Welke kolom?
 "f399", "f400", "f401", "f402", "f403"}
NOTE = {
 "f039": "correct rule refusal", "f040": "correct rule refusal", "f041": "correct rule refusal",
 "f042": "correct refusal (hartenboer not on top)", "f043": "correct rule refusal", "f050": "correct refusal (only a king)",
 "f056": "correct traditional-rule refusal", "f064": "correct rule refusal", "f068": "correct rule refusal",
 "f081": "asks which harten 3: both legal, correct", "f090": "explains no reserve in this game",
 "f156": "column read from the bottom: the bottom card (ruiten 2) is named first",
 "f191": "states 3 gedekt", "f215": "statistics: nog niet gespeeld (so none won)",
 "f222": "status states 3 zetten", "f223": "status states reserve nog niet uitgedeeld", "f225": "status names Wasp, spel 11",
 "f236": "board read opens with 'naast de tafel: ruitenvrouw, hartenvrouw'",
 "f243": "status: geen gedekte kaarten meer", "f244": "status gives count only (nothing revealed)",
 "f260": "status gives 12 face-down cards", "f339": "asks rules (normal new-game flow)", "f340": "asks rules (normal flow)",
 "f348": "asks rules; new game is Wasp (checked)", "f350": "asks rules; new game is Drie Blinde Muizen (checked)",
 "f351": "asks rules; new game is Dubbele Scorpion (checked)", "f363": "asks rules; new game is Wasp (checked)",
 "f358": "asks rules; new game is Scorpion", "f361": "asks rules (normal flow)", "f411": "cancels the new game",
 "f366": "asks give-up confirmation (normal flow)", "f367": "asks give-up confirmation", "f368": "asks give-up confirmation",
 "f369": "asks give-up confirmation", "f372": "asks give-up confirmation", "f373": "asks give-up confirmation",
 "f375": "asks give-up confirmation", "f376": "asks give-up confirmation", "f377": "asks give-up confirmation",
 "f438": "repeats the message before the last (harten 8 move)",
 "f424": "gives help", "f228": "solver answer", "f258": "solver answer",
}
rows = list(csv.DictReader(open("answers-main-after.tsv", encoding="utf-8"), delimiter="\t"))
cats = {r["id"]: r for r in csv.DictReader(open("set.tsv", encoding="utf-8"), delimiter="\t")}
with open("verdicts-main-after.tsv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, delimiter="\t", lineterminator="\n")
    w.writerow(["id", "verdict", "reason"])
    res = []
    for r in rows:
        i = r["id"]; ans = r["answer"]
        if i in NA: v, why = "n/a", "question no longer asked: the prior now moves hartenheer to the only empty column"
        elif i in MISREAD_ACTION: v, why = "misread", "ACTION: " + MISREAD_ACTION[i]
        elif i in MISREAD_SAFE: v, why = "misread", "safe: " + MISREAD_SAFE[i]
        elif i in REFUSED: v, why = "refused", ans.split(" Zeg help")[0].split(" Say help")[0][:110]
        else: v, why = "understood", NOTE.get(i, "did/answered as meant")
        w.writerow([i, v, why]); res.append((i, v))
judged = [(i, v) for i, v in res if v != "n/a"]
LABEL = {"other": "other (repeat, quit)"}
def pct(a, b): return f"{100*a/b:.1f}%" if a != b else "100%"
def table(title, key, order=None):
    c = collections.defaultdict(collections.Counter)
    for i, v in judged: c[key(i)][v] += 1
    print(f"| {title} | n | understood | refused | misread |\n|---|---|---|---|---|")
    for k in (order or sorted(c)):
        t = sum(c[k].values()); u = c[k]["understood"]
        print(f"| {LABEL.get(k, k)} | {t} | {u} ({pct(u, t)}) | {c[k]['refused']} | {c[k]['misread']} |")
    print()
tot = collections.Counter(v for _, v in judged); n = len(judged)
act = sum(1 for i in MISREAD_ACTION if i not in NA)
print(f"Overall: **{tot['understood']} understood ({pct(tot['understood'], n)}), {tot['refused']} refused "
      f"({pct(tot['refused'], n)}), {tot['misread']} misread ({pct(tot['misread'], n)})** of {n} judged "
      f"({len(res) - n} n/a of {len(res)}); {tot['misread'] - act} misreads `safe`, {act} `ACTION`.\n")
table("kind", lambda i: cats[i]["kind"], ["action", "question", "answer"])
table("category", lambda i: cats[i]["category"], ["move", "terse", "read", "question", "undo-redo", "hint", "speech",
      "newgame", "giveup", "answer", "help", "other"])
lc = collections.defaultdict(collections.Counter)
for i, v in judged: lc[cats[i]["lang"]][v] += 1
print("By language: " + ", ".join(f"{name} {lc[k]['understood']}/{sum(lc[k].values())} "
      f"({pct(lc[k]['understood'], sum(lc[k].values()))})" for k, name in (("nl", "Dutch"), ("en", "English"))) + ".")
