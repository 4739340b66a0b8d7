# Verdicts for answers-main-before.tsv, made by reading every answer against the rubric in README.md.
import csv, collections
def rng(a, b): return [f"f{i:03d}" for i in range(a, b + 1)]
def ids(*xs):
    out = []
    for x in xs:
        out += rng(*x) if isinstance(x, tuple) else [f"f{x:03d}"]
    return out
REFUSED = set(ids(16, 27, 28, 30, 31, 33, 34, 35, 36, 37, 44, 45, 48, 53, 57, 59, 65, 67, 78, 82, 83, 86, 87, 89, 98, 100,
    131, 132, 138, 141, 151, 154, 155, 156, 160, 161, 164, 166, 172,
    176, (179, 186), (189, 200), (202, 215), (217, 221), 226, 227, 229, 233, (235, 242), 246, 249, (251, 257),
    262, 263, 265, 267, 269, 270, (272, 274), (276, 278), (280, 288), 291, 292,
    298, 299, 301, 303, 308, 310,
    (311, 316), 318, (320, 325), (327, 329), (331, 336),
    341, 342, 344, (346, 351), 353, 355, 356, 357, 359, 360, 362, 363, 365,
    (366, 377),
    383, 385, 386, 396, 397, 399, 401, 402, 403, 405, 406, 407, 409, 410, 414,
    421, 422, 423, 425, 426, 428, 429, 432, 436, 438, 441))
MISREAD_SAFE = {  # wrong reading, nothing changed on the table
 "f038": "read 'op vier' as column 4 (manual rule) and refused; meant the 4 (klaveren 4)",
 "f187": "read column 6 instead of saying how many cards; count not stated",
 "f188": "read column 1 instead of saying how many cards; count not stated",
 "f201": "question 'kan X op Y' read as a move request (refused as illegal); a legal one would have moved",
 "f224": "gave status; number of reserve cards not stated",
 "f232": "gave status (moves made) instead of the number of possible moves",
 "f250": "read column 6 instead of saying how many cards; count not stated",
 "f343": "read 'nummer 12' as column 12 ('Er is geen kolom 12'); meant deal 12",
 "f354": "started new game but dropped 'traditionele regels' and asked klassiek/versoepeld",
 "f400": "read column 5 ('Kolom 5: leeg') instead of answering the question Welke kolom?",
}
MISREAD_ACTION = {}
NOTE = {
 "f039": "correct rule refusal", "f040": "correct rule refusal", "f041": "correct rule refusal",
 "f042": "correct refusal (hartenboer not on top)", "f043": "correct rule refusal", "f050": "correct refusal (only a king)",
 "f056": "correct traditional-rule refusal", "f064": "correct rule refusal", "f068": "correct rule refusal",
 "f081": "asks which harten 3: both legal, correct", "f090": "explains no reserve in this game",
 "f222": "status states 3 zetten", "f223": "status states reserve nog niet uitgedeeld", "f225": "status names Wasp, spel 11",
 "f243": "status: geen gedekte kaarten meer", "f244": "status gives count only (nothing revealed)",
 "f260": "status gives 12 face-down cards", "f339": "asks rules (normal new-game flow)", "f340": "asks rules (normal flow)",
 "f358": "asks rules; new game is Scorpion", "f361": "asks rules (normal flow)", "f411": "cancels the new game",
 "f424": "gives help", "f228": "solver answer", "f258": "solver answer",
}
rows = list(csv.DictReader(open("answers-main-before.tsv", encoding="utf-8"), delimiter="\t"))
cats = {r["id"]: r for r in csv.DictReader(open("set.tsv", encoding="utf-8"), delimiter="\t")}
with open("verdicts-main-before.tsv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, delimiter="\t", lineterminator="\n")
    w.writerow(["id", "verdict", "reason"])
    res = []
    for r in rows:
        i = r["id"]; ans = r["answer"]
        if i in MISREAD_ACTION: v, why = "misread", "ACTION: " + MISREAD_ACTION[i]
        elif i in MISREAD_SAFE: v, why = "misread", "safe: " + MISREAD_SAFE[i]
        elif i in REFUSED: v, why = "refused", ans.split(" Zeg help")[0][:110]
        else: v, why = "understood", NOTE.get(i, "did/answered as meant")
        w.writerow([i, v, why]); res.append((i, v))
def table(key):
    c = collections.defaultdict(collections.Counter)
    for i, v in res: c[key(i)][v] += 1; c["ALL"][v] += 1
    for k in sorted(c):
        t = sum(c[k].values()); u = c[k]["understood"]
        print(f"{k:12s} n={t:3d} understood={u:3d} ({100*u/t:4.1f}%) refused={c[k]['refused']:3d} misread={c[k]['misread']:2d}")
print("by kind"); table(lambda i: cats[i]["kind"])
print("by category"); table(lambda i: cats[i]["category"])
print("by lang"); table(lambda i: cats[i]["lang"])
