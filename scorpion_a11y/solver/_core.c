/* The solver's compiled core: state expansion, canonical key, transposition table and the
 * depth-first search, mirroring scorpion_a11y/solver/state.py and search.py move for move.
 *
 * Optional: when this extension is not built, the pure Python solver gives the same verdicts
 * (tests/test_solver_core.py compares both on many real states of every game). Every game
 * parameter is passed in at run time from the game's GameSpec (scorpion_a11y/game/rules.py):
 * number of columns, decks, the reserve (dealt onto the first columns, or lying face up beside
 * the table), what an empty column takes, whether completed runs are removed, and which of the
 * pruning rules hold; nothing about a particular game is a constant here.
 *
 * State: per column the number of face-down cards, the length and the cards (0..51, suit*13 +
 * rank-1; with two decks every card twice) bottom to top, as in state.py's bytes columns.
 * Moves are applied and undone in place.
 *
 * Transposition table: a 64-bit fingerprint of the exact canonical key per stored state, in an
 * open-addressing table with linear probing, slot from an independent 64-bit hash of the same
 * key (see docs/oplosser.md for why a collision can never turn a LOST into a WON, and the
 * bound on the other direction).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXCOLS 16
#define NCARDS 52
#define MAXDECKS 2
/* cards in one column: every card of the decks (two decks, Double Scorpion Versoepeld: the
   search made columns of 53 cards, and the hint fell back to the Python search) */
#define MAXLEN (NCARDS * MAXDECKS)
#define MAXRESERVE MAXCOLS
#define MAXMOVES 512 /* children of one state: far more than any game can have */
#define SEP 0xff
#define PRE_DEAL 0xfe
#define MAXKEY (MAXCOLS * (MAXLEN + 2) + MAXRESERVE + 4)
#define CHECK_EVERY 512
#define BESIDE (-1) /* the source "column" of a card lying beside the table */

typedef struct {
    int ncols;
    int fixed;       /* columns that keep their place before the deal (the deal's columns) */
    int nreserve;    /* reserve cards still to deal, or still beside the table */
    int beside;      /* the reserve lies face up beside the table: no deal, cards playable */
    int remove_runs; /* a completed run is removed (else it stays: the traditional rules) */
    int same_suit;   /* priority added to a move onto a card of its own suit (state.py) */
    int left;
    uint8_t down[MAXCOLS];
    uint8_t len[MAXCOLS];
    uint8_t cards[MAXCOLS][MAXLEN];
    uint8_t reserve[MAXRESERVE];
} State;

typedef struct {
    int priority;
    int8_t card; /* -1: deal the reserve */
    int8_t s, i, d; /* s == BESIDE: the card beside the table at place i */
    int8_t useful, turned; /* useful: rules.useful (the traditional reserve waits for none) */
} Move;

typedef struct {
    int8_t card, s, i, d, count;
    int8_t turned_s, run, settled_d;
    uint8_t ace; /* the removed run's ace (its suit) */
    int8_t deal_run[MAXRESERVE], deal_settled[MAXRESERVE];
} Undo;

/* ------------------------------------------------------------------------ transitions */

static int is_run_on(const State *st, int c) {
    /* A complete run king..ace lies face up on top of column c. */
    int n = st->len[c];
    if (n == 0) return 0;
    int top = st->cards[c][n - 1];
    if (top % 13 != 0 || n - st->down[c] < 13) return 0;
    const uint8_t *p = st->cards[c] + n - 13;
    int base = top; /* ace value; the run is base+12 .. base */
    for (int k = 0; k < 13; k++)
        if (p[k] != base + 12 - k) return 0;
    return 1;
}

/* The engine's landing rule on column d: remove a completed run, then turn a card (rules.land;
 * with the traditional rules the run stays and nothing happens). */
static void land(State *st, int d, int8_t *run, int8_t *settled) {
    *run = 0;
    *settled = 0;
    if (st->remove_runs && is_run_on(st, d)) {
        st->len[d] -= 13;
        st->left -= 13;
        *run = 1;
        if (st->down[d] && st->len[d] == st->down[d]) {
            st->down[d]--;
            *settled = 1;
        }
    }
}

/* Won: every run removed, or (runs stay) nothing left to deal or play from beside the table
 * and every column empty or exactly one complete run (rules.won). */
static int is_won(const State *st) {
    if (st->left == 0) return 1;
    if (st->remove_runs || st->nreserve) return 0;
    for (int c = 0; c < st->ncols; c++)
        if (st->len[c] && !(st->len[c] == 13 && st->down[c] == 0 && is_run_on(st, c))) return 0;
    return 1;
}

static void apply_move(State *st, int card, int s, int i, int d, Undo *u) {
    u->card = (int8_t)card;
    u->s = (int8_t)s;
    u->i = (int8_t)i;
    u->d = (int8_t)d;
    u->turned_s = 0;
    if (s == BESIDE) {
        st->cards[d][st->len[d]++] = st->reserve[i];
        memmove(st->reserve + i, st->reserve + i + 1, st->nreserve - i - 1);
        st->nreserve--;
        u->count = 1;
    } else {
        int count = st->len[s] - i;
        memcpy(st->cards[d] + st->len[d], st->cards[s] + i, count);
        st->len[d] += count;
        st->len[s] = i;
        u->count = (int8_t)count;
        if (st->down[s] && st->len[s] == st->down[s]) {
            st->down[s]--;
            u->turned_s = 1;
        }
    }
    u->ace = st->cards[d][st->len[d] - 1];
    land(st, d, &u->run, &u->settled_d);
}

static void undo_move(State *st, const Undo *u) {
    int d = u->d, s = u->s;
    if (u->run) {
        if (u->settled_d) st->down[d]++;
        int ace = u->ace;
        for (int k = 0; k < 13; k++) st->cards[d][st->len[d] + k] = (uint8_t)(ace + 12 - k);
        st->len[d] += 13;
        st->left += 13;
    }
    if (s == BESIDE) {
        memmove(st->reserve + u->i + 1, st->reserve + u->i, st->nreserve - u->i);
        st->reserve[u->i] = st->cards[d][--st->len[d]];
        st->nreserve++;
        return;
    }
    if (u->turned_s) st->down[s]++;
    memcpy(st->cards[s] + st->len[s], st->cards[d] + st->len[d] - u->count, u->count);
    st->len[s] += u->count;
    st->len[d] -= u->count;
}

/* The reserve's k-th card goes onto column k (the caller checks that the game deals onto its
 * first columns in order). */
static void apply_deal(State *st, Undo *u) {
    u->card = -1;
    for (int c = 0; c < st->nreserve; c++) st->cards[c][st->len[c]++] = st->reserve[c];
    for (int c = 0; c < st->nreserve; c++) land(st, c, &u->deal_run[c], &u->deal_settled[c]);
    u->count = (int8_t)st->nreserve;
    st->nreserve = 0;
}

static void undo_deal(State *st, const Undo *u) {
    for (int c = u->count - 1; c >= 0; c--) {
        if (u->deal_run[c]) {
            if (u->deal_settled[c]) st->down[c]++;
            int ace = st->reserve[c]; /* the dealt card completed the run */
            for (int k = 0; k < 13; k++) st->cards[c][st->len[c] + k] = (uint8_t)(ace + 12 - k);
            st->len[c] += 13;
            st->left += 13;
        }
        st->len[c]--;
    }
    st->nreserve = u->count;
}

/* A removed run's cards may be overwritten by later moves onto the same column, so the
 * undos write the run back from its ace rather than trusting the buffer. */

/* Kings only on empty columns: cards waiting for each other (docs/oplosser.md, rule 4; state.py's
 * blocked, the same answer). A face-up card x (no king) leaves the card it lies on only by its
 * own move, and that move goes onto a copy of a successor (Klassiek: x+1; Versoepeld: any card
 * one higher) on top of its column. x waits on the cards keeping every such copy covered: the
 * card directly on a face-up copy, or the lowest face-up card of a column holding a copy face
 * down; a copy to deal, beside the table or on top frees x. The largest set of cards waiting
 * only on each other (those from which every chain of "waits on" stays among waiting cards)
 * never makes an own move; if one of them must move to win (on a face-down card, at the
 * bottom, or on anything but x+1), the position is lost. */
typedef struct {
    uint8_t nw[NCARDS], in_reserve[NCARDS];
    int8_t wc[NCARDS][MAXDECKS];
    uint8_t wk[NCARDS][MAXDECKS];
} Places;

/* A king at place k of column c leaves what it lies on with its run removed only after one of
 * these cards made an own move (written to out, count returned): the first card above its
 * sequence that lies on anything but its successor, or else a copy of the card the sequence
 * still needs (the lowest face-up card over a face-down copy). -1: a needed copy is to deal or
 * beside the table, or the run is complete (state.py's completing). */
static int completing(const State *st, const Places *pl, int c, int k, int16_t *out) {
    int len = st->len[c];
    int q = k + 1;
    while (q < len && st->cards[c][q] % 13 != 12 && st->cards[c][q] + 1 == st->cards[c][q - 1])
        q++;
    if (q < len) {
        out[0] = (int16_t)(c * MAXLEN + q);
        return 1;
    }
    int top = st->cards[c][len - 1];
    if (top % 13 == 0) return -1;
    int need = top - 1;
    if (pl->in_reserve[need]) return -1;
    int n = 0;
    for (int j = 0; j < pl->nw[need]; j++) {
        int c2 = pl->wc[need][j], k2 = pl->wk[need][j];
        out[n++] = (int16_t)(c2 * MAXLEN + (k2 >= st->down[c2] ? k2 : st->down[c2]));
    }
    return n;
}

/* The cards one of which must make an own move before any column is emptied the first time;
 * -1 when a column is empty or may be emptied otherwise (state.py's empties). */
typedef struct {
    int known, n;
    int16_t at[MAXCOLS * MAXDECKS];
} Kings;

static int empties(const State *st, const Places *pl, int16_t *out) {
    int n = 0;
    for (int c = 0; c < st->ncols; c++) {
        if (st->len[c] == 0) return -1;
        if (st->down[c] || st->cards[c][0] % 13 != 12) {
            out[n++] = (int16_t)(c * MAXLEN + st->down[c]); /* the lowest face-up card */
        } else {
            int m = completing(st, pl, c, 0, out + n); /* a king at the bottom */
            if (m < 0) return -1;
            n += m;
        }
    }
    return n;
}

/* What the card at place `at` (column * MAXLEN + index) waits on, written to out; -1 when it
 * does not wait. */
static int waits_on(const State *st, const Places *pl, Kings *kg, int klassiek, int at,
                    int16_t *out) {
    int c = at / MAXLEN, k = at % MAXLEN;
    if (k >= st->len[c]) return -1;
    int card = st->cards[c][k];
    if (card % 13 == 12) {
        /* A king leaves what it lies on by its own move onto an empty column, or with its run
         * removed (docs/oplosser.md, rule 4: kings). */
        if (!kg->known) {
            kg->known = 1;
            kg->n = empties(st, pl, kg->at);
        }
        if (kg->n < 0) return -1;
        int m = completing(st, pl, c, k, out);
        if (m < 0) return -1;
        memcpy(out + m, kg->at, kg->n * sizeof(int16_t));
        return m + kg->n;
    }
    int first = klassiek ? card + 1 : card % 13 + 1;
    int step = klassiek ? NCARDS : 13;
    int n = 0;
    for (int s = first; s < NCARDS; s += step) {
        if (pl->in_reserve[s]) return -1;
        for (int j = 0; j < pl->nw[s]; j++) {
            int c2 = pl->wc[s][j], k2 = pl->wk[s][j];
            if (k2 >= st->down[c2]) { /* face up */
                if (k2 == st->len[c2] - 1) return -1;
                out[n++] = (int16_t)(c2 * MAXLEN + k2 + 1);
            } else {
                if (st->down[c2] >= st->len[c2]) return -1;
                out[n++] = (int16_t)(c2 * MAXLEN + st->down[c2]);
            }
        }
    }
    return n;
}

static int blocked(const State *st, int klassiek) {
    Places pl;
    Kings kg;
    uint8_t escapes[MAXCOLS * MAXLEN];
    uint16_t seen[MAXCOLS * MAXLEN];
    int16_t queue[MAXCOLS * MAXLEN];
    int16_t out[MAXCOLS * MAXDECKS + 4 * MAXDECKS];
    kg.known = 0;
    memset(pl.nw, 0, sizeof pl.nw);
    memset(pl.in_reserve, 0, sizeof pl.in_reserve);
    for (int c = 0; c < st->ncols; c++)
        for (int k = 0; k < st->len[c]; k++) {
            int card = st->cards[c][k];
            if (pl.nw[card] < MAXDECKS) {
                pl.wc[card][pl.nw[card]] = (int8_t)c;
                pl.wk[card][pl.nw[card]] = (uint8_t)k;
                pl.nw[card]++;
            }
            /* only face-up places are ever searched (waits_on never names another) */
            escapes[c * MAXLEN + k] = 0;
            seen[c * MAXLEN + k] = 0;
        }
    for (int k = 0; k < st->nreserve; k++) pl.in_reserve[st->reserve[k]] = 1;
    uint16_t mark = 0;
    for (int c = 0; c < st->ncols; c++) {
        int down = st->down[c];
        for (int k = down; k < st->len[c]; k++) {
            int card = st->cards[c][k];
            if (card % 13 == 12) {
                if (k == 0) continue; /* a king at the bottom, nothing under it */
            } else if (k > down && st->cards[c][k - 1] == card + 1) {
                continue; /* on its successor */
            }
            int start = c * MAXLEN + k;
            int head = 0, tail = 0, stuck = 1;
            mark++;
            queue[tail++] = (int16_t)start;
            seen[start] = mark;
            while (head < tail) {
                int at = queue[head++];
                if (escapes[at]) {
                    stuck = 0;
                    break;
                }
                int n = waits_on(st, &pl, &kg, klassiek, at, out);
                if (n < 0) {
                    stuck = 0;
                    break;
                }
                for (int j = 0; j < n; j++)
                    if (seen[out[j]] != mark) {
                        seen[out[j]] = mark;
                        queue[tail++] = out[j];
                    }
            }
            if (stuck) return 1; /* it must move to win, and never can */
            escapes[start] = 1;
        }
    }
    return 0;
}

/* Klassiek with one deck (state.py's can_block): after a move that turns nothing and deals
 * nothing, the position can be blocked only when it was before, unless the move filled an
 * empty column, removed a run, or changed a king's sequence: the card under the moved cards,
 * or the card left on top of the source, lies on a sequence down to a king. */
static int on_king_sequence(const State *st, int c, int k) {
    while (k > st->down[c] && st->cards[c][k] % 13 != 12 &&
           st->cards[c][k - 1] == st->cards[c][k] + 1)
        k--;
    return st->cards[c][k] % 13 == 12;
}

static int may_block(const State *st, const Undo *u) {
    if (u->card < 0 || u->turned_s || u->run) return 1;
    int d = u->d, at = st->len[d] - u->count;
    if (at == 0 || on_king_sequence(st, d, at - 1)) return 1;
    return u->s != BESIDE && st->len[u->s] > 0 && on_king_sequence(st, u->s, st->len[u->s] - 1);
}

/* ------------------------------------------------------------------------ expansion */

typedef struct {
    int klassiek, traditional, empty_any, prune_blocked, prune_forced;
    int always_check; /* every move may block (state.can_block): Versoepeld or two decks */
    int deal_priority; /* the deal's place in the order (state.deal_priority) */
} Rules;

/* Where the movable copies of each face-up card lie, by column: with two decks both copies
 * in one column count once, as the upper one (a move names a card and its column). */
typedef struct {
    int8_t n;
    int8_t c[MAXDECKS], i[MAXDECKS];
} Where;

static void locate(const State *st, Where *w) {
    for (int k = 0; k < NCARDS; k++) w[k].n = 0;
    for (int c = 0; c < st->ncols; c++)
        for (int k = st->down[c]; k < st->len[c]; k++) {
            Where *p = &w[st->cards[c][k]];
            if (p->n && p->c[p->n - 1] == c) {
                p->i[p->n - 1] = (int8_t)k; /* the upper copy in this column */
            } else if (p->n < MAXDECKS) {
                p->c[p->n] = (int8_t)c;
                p->i[p->n] = (int8_t)k;
                p->n++;
            }
        }
}

/* rules.fits: card may lie on target. */
static int fits_on(int card, int target, int klassiek) {
    if (target % 13 == 0) return 0;
    if (klassiek) return card == target - 1;
    return card % 13 == target % 13 - 1;
}

/* Apply a candidate move and fill in its priority, "turned" and "useful" flags as state.py's
 * _move and rules.useful: useful when it plays a card from beside the table, turns a card,
 * uncovers a face-up card the moved cards did not fit on, empties a column onto a card, or
 * completes a run (removed as it lands; with runs staying, more complete runs than before). */
static void evaluate(State *st, const Rules *r, Move *m) {
    Undo u;
    int s = m->s, d = m->d;
    int useful = 1;
    int src_run_before = 0;
    if (s != BESIDE) {
        int down = st->down[s];
        if (m->i > down)
            useful = !fits_on(m->card, st->cards[s][m->i - 1], r->klassiek);
        else if (!down)
            useful = st->len[d] != 0; /* the whole column onto a card */
        src_run_before = is_run_on(st, s);
    }
    int moved = s == BESIDE ? 1 : st->len[s] - m->i;
    int target_empty = st->len[d] == 0;
    int same_suit = !target_empty && st->cards[d][st->len[d] - 1] / 13 == m->card / 13;
    /* takes the card off its successor of the same suit (before the move: a card may turn) */
    int breaks = s != BESIDE && m->i > st->down[s] && st->cards[s][m->i - 1] == m->card + 1;
    int run_before = !st->remove_runs && is_run_on(st, d);
    apply_move(st, m->card, s, m->i, d, &u);
    int emptied = s != BESIDE && st->len[s] == 0;
    int priority = 4000 * u.run + 400 * u.turned_s + 150 * emptied - moved;
    if (target_empty && !u.run) priority -= 100;
    if (!st->remove_runs && !run_before && is_run_on(st, d)) priority += 4000;
    if (same_suit) priority += st->same_suit;
    if (breaks) priority -= st->same_suit;
    m->priority = priority;
    m->turned = (int8_t)(u.turned_s || u.settled_d);
    if (!useful) {
        if (st->remove_runs)
            useful = u.run;
        else
            useful = is_run_on(st, d) + is_run_on(st, s) > src_run_before;
    }
    m->useful = (int8_t)useful;
    undo_move(st, &u);
}

static int add_move(State *st, const Rules *r, Move *out, int n, int card, int s, int i, int d) {
    Move *m = &out[n];
    m->card = (int8_t)card;
    m->s = (int8_t)s;
    m->i = (int8_t)i;
    m->d = (int8_t)d;
    evaluate(st, r, m);
    return n + 1;
}

static int deal_turned(State *st) {
    Undo u;
    int turned = 0;
    apply_deal(st, &u);
    for (int c = 0; c < u.count; c++) turned |= u.deal_run[c] && u.deal_settled[c];
    undo_deal(st, &u);
    return turned;
}

/* The only child of a forced move (rules 5-6). */
static int forced(State *st, const Rules *r, Move *out, int card, int s, int i, int d) {
    add_move(st, r, out, 0, card, s, i, d);
    return 1;
}

/* Children in state.py's order; returns the count. out must hold MAXMOVES moves. */
static int expand(State *st, const Rules *r, Move *out, int check) {
    Where w[NCARDS];
    int n = 0;
    int ncols = st->ncols;
    int pre_deal = st->nreserve > 0 && !st->beside;
    if (r->prune_blocked && check && blocked(st, r->klassiek)) return 0; /* lost (rule 4) */
    locate(st, w);
    if (r->prune_forced && (r->traditional || !pre_deal)) {
        for (int d = 0; d < ncols; d++) {
            int len = st->len[d], down = st->down[d];
            if (len == 0 || down == len) continue;
            int bottom = st->cards[d][down];
            int top = st->cards[d][len - 1];
            /* at most 13 cards: a longer column (a complete run left lying, a king dealt on
               its ace) would read on into the next suit down; state.py's RUNS[..].startswith
               does not */
            if (bottom % 13 != 12 || top % 13 == 0 || len - down > 13) continue;
            int ok = 1;
            for (int k = down; k < len; k++)
                if (st->cards[d][k] != bottom - (k - down)) {
                    ok = 0;
                    break;
                }
            if (!ok) continue;
            int card = top - 1;
            if (w[card].n) return forced(st, r, out, card, w[card].c[0], w[card].i[0], d);
        }
        int tops[MAXCOLS];
        for (int c = 0; c < ncols; c++) tops[c] = st->len[c] ? st->cards[c][st->len[c] - 1] : 255;
        for (int s = 0; s < ncols; s++) {
            if (tops[s] % 13) continue;
            int i = st->len[s] - 1;
            while (i - 1 >= st->down[s] && st->cards[s][i - 1] == st->cards[s][i] + 1) i--;
            int card = st->cards[s][i];
            if (card % 13 == 12) continue;
            for (int d = 0; d < ncols; d++)
                if (tops[d] == card + 1) return forced(st, r, out, card, s, i, d);
        }
    }
    /* Onto a card: by target column, then the card, then where it lies. */
    for (int d = 0; d < ncols; d++) {
        int len = st->len[d];
        if (len == 0) continue;
        int top = st->cards[d][len - 1];
        int rank0 = top % 13;
        if (rank0 == 0) continue;
        int cands[4], nc;
        if (r->klassiek) {
            cands[0] = top - 1;
            nc = 1;
        } else {
            for (int k = 0; k < 4; k++) cands[k] = rank0 - 1 + 13 * k;
            nc = 4;
        }
        for (int k = 0; k < nc; k++) {
            int card = cands[k];
            for (int j = 0; j < w[card].n; j++)
                if (w[card].c[j] != d)
                    n = add_move(st, r, out, n, card, w[card].c[j], w[card].i[j], d);
            if (st->beside)
                for (int j = 0; j < st->nreserve; j++)
                    if (st->reserve[j] == card) n = add_move(st, r, out, n, card, BESIDE, j, d);
        }
    }
    /* Onto an empty column: one of each kind (rule 2), by card, then target, then source. */
    int dests[MAXCOLS], nd = 0;
    int first_rest = -1;
    for (int c = 0; c < ncols; c++) {
        if (st->len[c]) continue;
        if (pre_deal && c < st->fixed)
            dests[nd++] = c;
        else if (first_rest < 0)
            first_rest = c;
    }
    if (first_rest >= 0) dests[nd++] = first_rest;
    if (nd) {
        for (int card = r->empty_any ? 0 : 12; card < NCARDS; card += r->empty_any ? 1 : 13) {
            int in_beside = 0;
            if (st->beside)
                for (int j = 0; j < st->nreserve; j++) in_beside |= st->reserve[j] == card;
            if (!w[card].n && !in_beside) continue;
            for (int k = 0; k < nd; k++) {
                int d = dests[k];
                int d_class = (pre_deal && d < st->fixed) ? d : MAXCOLS;
                for (int j = 0; j < w[card].n; j++) {
                    int s = w[card].c[j], i = w[card].i[j];
                    /* rules.is_renumbering: alone at the bottom, and no run on top that
                       would be removed when it lands */
                    int bare = i == 0 && (!st->remove_runs || !is_run_on(st, s));
                    int s_class = (pre_deal && s < st->fixed) ? s : MAXCOLS;
                    if (bare && s_class == d_class) continue; /* rule 3 */
                    n = add_move(st, r, out, n, card, s, i, d);
                }
                if (in_beside)
                    for (int j = 0; j < st->nreserve; j++)
                        if (st->reserve[j] == card)
                            n = add_move(st, r, out, n, card, BESIDE, j, d);
            }
        }
    }
    if (pre_deal) {
        int any_useful = 0;
        for (int k = 0; k < n; k++) any_useful |= out[k].useful;
        if (!r->traditional || !any_useful) {
            Move *m = &out[n++];
            m->priority = r->deal_priority;
            m->card = -1;
            m->s = m->i = m->d = -1;
            m->useful = 1;
            m->turned = (int8_t)deal_turned(st);
        }
    }
    /* Stable sort, best first (Python's sort(reverse=True) keeps equal items in order). */
    for (int k = 1; k < n; k++) {
        Move m = out[k];
        int j = k - 1;
        while (j >= 0 && out[j].priority < m.priority) {
            out[j + 1] = out[j];
            j--;
        }
        out[j + 1] = m;
    }
    return n;
}

/* ------------------------------------------------------------------------ canonical key */

static int col_bytes_cmp(const State *st, int a, int b) {
    /* Compare columns as state.py's bytes: face-down count first, then the cards. */
    if (st->down[a] != st->down[b]) return st->down[a] < st->down[b] ? -1 : 1;
    int la = st->len[a], lb = st->len[b];
    int n = la < lb ? la : lb;
    int c = memcmp(st->cards[a], st->cards[b], n);
    if (c) return c;
    return la < lb ? -1 : (la > lb);
}

static int put_col(const State *st, int c, uint8_t *out) {
    out[0] = st->down[c];
    memcpy(out + 1, st->cards[c], st->len[c]);
    return st->len[c] + 1;
}

static int make_key(const State *st, uint8_t *out) {
    int order[MAXCOLS], n = 0, at = 0;
    int from = 0;
    if (st->nreserve && !st->beside) {
        for (int c = 0; c < st->fixed; c++) {
            if (c) out[at++] = SEP;
            at += put_col(st, c, out + at);
        }
        out[at++] = PRE_DEAL;
        from = st->fixed;
    }
    for (int c = from; c < st->ncols; c++) {
        int j = n++;
        while (j > 0 && col_bytes_cmp(st, order[j - 1], c) > 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = c;
    }
    for (int k = 0; k < n; k++) {
        if (k) out[at++] = SEP;
        at += put_col(st, order[k], out + at);
    }
    if (st->beside) {
        /* The cards beside the table, as a set. */
        out[at++] = PRE_DEAL;
        uint8_t sorted[MAXRESERVE];
        int m = st->nreserve;
        for (int k = 0; k < m; k++) {
            int j = k;
            while (j > 0 && sorted[j - 1] > st->reserve[k]) {
                sorted[j] = sorted[j - 1];
                j--;
            }
            sorted[j] = st->reserve[k];
        }
        memcpy(out + at, sorted, m);
        at += m;
    }
    return at;
}

static inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t mix(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

static uint64_t hash_bytes(const uint8_t *p, int n, uint64_t seed) {
    uint64_t h = seed ^ ((uint64_t)n * 0x9e3779b97f4a7c15ULL);
    int k = 0;
    for (; k + 8 <= n; k += 8) {
        uint64_t w;
        memcpy(&w, p + k, 8);
        h = rotl(h ^ (w * 0x87c37b91114253d5ULL), 31) * 0x4cf5ad432745937fULL;
    }
    uint64_t w = 0;
    memcpy(&w, p + k, n - k);
    h = rotl(h ^ (w * 0x87c37b91114253d5ULL), 31) * 0x4cf5ad432745937fULL;
    return mix(h);
}

/* ------------------------------------------------------------------------ table */

typedef struct {
    uint64_t *slots; /* 0 = empty */
    size_t size;     /* a power of two */
    size_t count;
    uint64_t probes; /* comparisons with an occupied slot (for the error bound) */
} Table;

/* The table's fingerprint of a state (never 0: 0 marks an empty slot); ``buf`` holds its key. */
static uint64_t fingerprint(const State *st, uint8_t *buf) {
    int kn = make_key(st, buf);
    return hash_bytes(buf, kn, 0x243f6a8885a308d3ULL) | 1;
}

static int table_init(Table *t, size_t size) {
    t->slots = calloc(size, sizeof(uint64_t));
    t->size = size;
    t->count = 0;
    t->probes = 0;
    return t->slots != NULL;
}

/* 1: inserted; 0: present; -1: out of memory. */
static int table_add(Table *t, uint64_t slot_hash, uint64_t fp) {
    if ((t->count + 1) * 4 > t->size * 3) {
        size_t size = t->size * 2;
        uint64_t *slots = calloc(size, sizeof(uint64_t));
        if (!slots) return -1;
        /* The slot is a function of the fingerprint alone, so the table can grow. */
        for (size_t k = 0; k < t->size; k++) {
            uint64_t f = t->slots[k];
            if (!f) continue;
            size_t j = mix(f) & (size - 1);
            while (slots[j]) j = (j + 1) & (size - 1);
            slots[j] = f;
        }
        free(t->slots);
        t->slots = slots;
        t->size = size;
    }
    (void)slot_hash;
    size_t j = mix(fp) & (t->size - 1);
    while (t->slots[j]) {
        t->probes++;
        if (t->slots[j] == fp) return 0;
        j = (j + 1) & (t->size - 1);
    }
    t->slots[j] = fp;
    t->count++;
    return 1;
}

/* ------------------------------------------------------------------------ Python glue */

/* The game, from state.py's core_parameters (which reads the GameSpec). */
typedef struct {
    int klassiek, traditional, decks, remove_runs, fixed, beside, prune_blocked, prune_forced;
    const char *empty;
    int same_suit;
    int deal_priority;
} Params;

#define DEFAULT_PARAMS {1, 0, 1, 1, -1, 0, -1, -1, "king", 0, -1000}

static int read_state(PyObject *cols, PyObject *reserve, int left, const Params *p, State *st) {
    if (!PyTuple_Check(cols) || !PyBytes_Check(reserve)) {
        PyErr_SetString(PyExc_TypeError, "cols must be a tuple of bytes, reserve bytes");
        return -1;
    }
    Py_ssize_t ncols = PyTuple_GET_SIZE(cols);
    Py_ssize_t nres = PyBytes_GET_SIZE(reserve);
    if (ncols < 1 || ncols > MAXCOLS || nres > MAXRESERVE || (!p->beside && nres > ncols)) {
        PyErr_SetString(PyExc_NotImplementedError, "column count not supported");
        return -1;
    }
    if (p->decks < 1 || p->decks > MAXDECKS) {
        PyErr_SetString(PyExc_NotImplementedError, "more decks than the core holds");
        return -1;
    }
    memset(st, 0, sizeof *st);
    st->ncols = (int)ncols;
    st->nreserve = (int)nres;
    st->fixed = p->beside ? 0 : p->fixed >= 0 ? p->fixed : (int)nres;
    if (st->fixed > ncols || (!p->beside && nres > st->fixed)) {
        PyErr_SetString(PyExc_NotImplementedError, "the reserve must be dealt onto its columns");
        return -1;
    }
    st->beside = p->beside;
    st->remove_runs = p->remove_runs;
    st->same_suit = p->same_suit;
    st->left = left;
    uint8_t seen[NCARDS] = {0};
    for (Py_ssize_t c = 0; c < ncols; c++) {
        PyObject *b = PyTuple_GET_ITEM(cols, c);
        if (!PyBytes_Check(b) || PyBytes_GET_SIZE(b) < 1) {
            PyErr_SetString(PyExc_TypeError, "a column must be non-empty bytes");
            return -1;
        }
        const uint8_t *q = (const uint8_t *)PyBytes_AS_STRING(b);
        Py_ssize_t n = PyBytes_GET_SIZE(b) - 1;
        if (n > MAXLEN || q[0] > n) {
            PyErr_SetString(PyExc_NotImplementedError, "column too long");
            return -1;
        }
        st->down[c] = q[0];
        st->len[c] = (uint8_t)n;
        for (Py_ssize_t k = 0; k < n; k++) {
            if (q[k + 1] >= NCARDS || seen[q[k + 1]]++ >= p->decks) {
                PyErr_SetString(PyExc_NotImplementedError, "a card more often than the decks hold");
                return -1;
            }
            st->cards[c][k] = q[k + 1];
        }
    }
    for (Py_ssize_t k = 0; k < nres; k++) {
        const uint8_t card = (uint8_t)PyBytes_AS_STRING(reserve)[k];
        if (card >= NCARDS || seen[card]++ >= p->decks) {
            PyErr_SetString(PyExc_NotImplementedError, "a card more often than the decks hold");
            return -1;
        }
        st->reserve[k] = card;
    }
    return 0;
}

static int check_params(Params *p, Rules *r) {
    int any = strcmp(p->empty, "any") == 0;
    if (!any && strcmp(p->empty, "king") != 0) {
        PyErr_SetString(PyExc_NotImplementedError, "an empty-column rule the core does not know");
        return -1;
    }
    /* Unset pruning flags: rule 4 always, rules 5-6 for Klassiek (today's Scorpion). */
    if (p->prune_blocked < 0) p->prune_blocked = 1;
    if (p->prune_forced < 0) p->prune_forced = p->klassiek;
    r->klassiek = p->klassiek;
    r->traditional = p->traditional;
    r->empty_any = any;
    r->prune_blocked = p->prune_blocked;
    r->prune_forced = p->prune_forced;
    r->always_check = !p->klassiek || p->decks > 1;
    r->deal_priority = p->deal_priority;
    return 0;
}

static PyObject *cols_tuple(const State *st) {
    PyObject *t = PyTuple_New(st->ncols);
    if (!t) return NULL;
    for (int c = 0; c < st->ncols; c++) {
        uint8_t buf[MAXLEN + 1];
        int n = put_col(st, c, buf);
        PyObject *b = PyBytes_FromStringAndSize((const char *)buf, n);
        if (!b) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, c, b);
    }
    return t;
}

static PyObject *reserve_bytes(const State *st) {
    return PyBytes_FromStringAndSize((const char *)st->reserve, st->nreserve);
}

static char *kwlist_state[] = {"cols",        "reserve",     "left",          "klassiek",
                               "traditional", "decks",       "remove_runs",   "empty",
                               "fixed",       "beside",      "prune_blocked", "prune_forced",
                               "same_suit",   "deal_priority", NULL};

static PyObject *py_children(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *cols, *reserve;
    int left;
    Params p = DEFAULT_PARAMS;
    Rules r;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OOi|ppipsipiiii", kwlist_state, &cols, &reserve,
                                     &left, &p.klassiek, &p.traditional, &p.decks,
                                     &p.remove_runs, &p.empty, &p.fixed, &p.beside,
                                     &p.prune_blocked, &p.prune_forced, &p.same_suit,
                                     &p.deal_priority))
        return NULL;
    if (check_params(&p, &r)) return NULL;
    State st;
    if (read_state(cols, reserve, left, &p, &st)) return NULL;
    Move moves[MAXMOVES];
    int n = expand(&st, &r, moves, 1);
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int k = 0; k < n; k++) {
        Undo u;
        const Move *m = &moves[k];
        if (m->card < 0)
            apply_deal(&st, &u);
        else
            apply_move(&st, m->card, m->s, m->i, m->d, &u);
        PyObject *ct = cols_tuple(&st);
        PyObject *rb = reserve_bytes(&st);
        int child_left = st.left;
        if (m->card < 0)
            undo_deal(&st, &u);
        else
            undo_move(&st, &u);
        if (!ct || !rb) {
            Py_XDECREF(ct);
            Py_XDECREF(rb);
            Py_DECREF(list);
            return NULL;
        }
        PyObject *item = Py_BuildValue("(iiiiNNiOO)", m->priority, m->card, m->s, m->d, ct, rb,
                                       child_left, m->useful ? Py_True : Py_False,
                                       m->turned ? Py_True : Py_False);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, k, item);
    }
    return list;
}

static char *kwlist_key[] = {"cols", "reserve", "decks", "fixed", "beside", NULL};

static PyObject *py_key(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *cols, *reserve;
    Params p = DEFAULT_PARAMS;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|iip", kwlist_key, &cols, &reserve, &p.decks,
                                     &p.fixed, &p.beside))
        return NULL;
    State st;
    if (read_state(cols, reserve, 0, &p, &st)) return NULL;
    uint8_t buf[MAXKEY];
    int n = make_key(&st, buf);
    return PyBytes_FromStringAndSize((const char *)buf, n);
}

static char *kwlist_blocked[] = {"cols", "reserve", "decks", "beside", "klassiek", NULL};

static PyObject *py_blocked(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *cols, *reserve = NULL;
    Params p = DEFAULT_PARAMS;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|Sipp", kwlist_blocked, &cols, &reserve,
                                     &p.decks, &p.beside, &p.klassiek))
        return NULL;
    State st;
    PyObject *empty = reserve ? reserve : PyBytes_FromStringAndSize("", 0);
    if (reserve) Py_INCREF(reserve);
    if (!empty) return NULL;
    p.beside = 1; /* any reserve: only its cards count, never its columns */
    int bad = read_state(cols, empty, 0, &p, &st);
    Py_DECREF(empty);
    if (bad) return NULL;
    return PyBool_FromLong(blocked(&st, p.klassiek));
}

#ifdef _WIN32
#include <windows.h>
static double now(int cpu) {
    if (cpu) {
        FILETIME c, e, k, u;
        GetProcessTimes(GetCurrentProcess(), &c, &e, &k, &u);
        ULARGE_INTEGER a, b;
        a.LowPart = k.dwLowDateTime;
        a.HighPart = k.dwHighDateTime;
        b.LowPart = u.dwLowDateTime;
        b.HighPart = u.dwHighDateTime;
        return 1e-7 * (double)(a.QuadPart + b.QuadPart);
    }
    LARGE_INTEGER f, t;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)f.QuadPart;
}
#else
static double now(int cpu) {
    struct timespec ts;
    clock_gettime(cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
#endif

typedef struct {
    int start; /* first move of this frame in the move stack */
    int count;
    int next;
    Undo undo; /* how this frame's state was reached from its parent */
} Frame;

static char *kwlist_solve[] = {"cols",        "reserve",       "left",         "klassiek",
                               "traditional", "time_limit",    "max_nodes",    "cpu_clock",
                               "decks",       "remove_runs",   "empty",        "fixed",
                               "beside",      "prune_blocked", "prune_forced", "same_suit",
                               "deal_priority", "avoid",       NULL};

/* The fingerprints of the states in ``avoid`` (a sequence of (cols, reserve)), in a new array
 * of *n entries; NULL with an exception set on an error (NULL and *n 0 when there are none). */
static uint64_t *avoid_prints(PyObject *avoid, const Params *p, int ncols, Py_ssize_t *n) {
    *n = 0;
    if (!avoid || avoid == Py_None) return NULL;
    PyObject *seq = PySequence_Fast(avoid, "avoid must be a sequence of (cols, reserve)");
    if (!seq) return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    uint64_t *prints = malloc((size_t)(count + 1) * sizeof(uint64_t));
    if (!prints) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return NULL;
    }
    uint8_t buf[MAXKEY];
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, k), *cols, *reserve;
        State st;
        if (!PyArg_ParseTuple(item, "OO", &cols, &reserve) || read_state(cols, reserve, 0, p, &st)) {
            free(prints);
            Py_DECREF(seq);
            return NULL;
        }
        if (st.ncols != ncols) {
            PyErr_SetString(PyExc_ValueError, "an avoided state of another game");
            free(prints);
            Py_DECREF(seq);
            return NULL;
        }
        prints[k] = fingerprint(&st, buf);
    }
    Py_DECREF(seq);
    *n = count;
    return prints;
}

/* solve(...) -> (outcome, line, nodes, table_bytes, probes). outcome: 0 won, 1 lost,
 * 2 undecided; line: list of (card, source column, target column), card -1 for the deal, source
 * -1 for a card from beside the table. ``avoid``: states the search may not pass through (they
 * count as searched before it starts), e.g. tables the player has already had, which the hint
 * will not lead back to; LOST then means: not won without passing through one of them. */
static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *cols, *reserve;
    int left;
    double time_limit = -1.0;
    long long max_nodes = 30000000;
    Params p = DEFAULT_PARAMS;
    Rules r;
    int cpu = 0;
    PyObject *avoid = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OOi|ppdLpipsipiiiiO", kwlist_solve, &cols,
                                     &reserve, &left, &p.klassiek, &p.traditional, &time_limit,
                                     &max_nodes, &cpu, &p.decks, &p.remove_runs, &p.empty,
                                     &p.fixed, &p.beside, &p.prune_blocked, &p.prune_forced,
                                     &p.same_suit, &p.deal_priority, &avoid))
        return NULL;
    if (check_params(&p, &r)) return NULL;
    State st;
    if (read_state(cols, reserve, left, &p, &st)) return NULL;
    double start = now(cpu);
    double deadline = time_limit < 0 ? -1.0 : start + time_limit;
    if (is_won(&st)) return Py_BuildValue("(i[]Lnn)", 0, 0LL, (Py_ssize_t)0, (Py_ssize_t)0);
    if (r.prune_blocked && blocked(&st, r.klassiek))
        return Py_BuildValue("(i[]Lnn)", 1, 1LL, (Py_ssize_t)0, (Py_ssize_t)0);
    Py_ssize_t navoid;
    uint64_t *avoided = avoid_prints(avoid, &p, st.ncols, &navoid);
    if (!avoided && PyErr_Occurred()) return NULL;

    Table table;
    Frame *frames = NULL;
    Move *moves = NULL;
    size_t fcap = 1024, mcap = 1024 * 64;
    int nframes = 0, nmoves = 0;
    int outcome = 1;
    long long nodes = 1;
    int oom = 0;
    int interrupted = 0;
    PyObject *line = NULL;
    uint8_t buf[MAXKEY];

    Py_BEGIN_ALLOW_THREADS;
    if (!table_init(&table, 1 << 12) || !(frames = malloc(fcap * sizeof(Frame))) ||
        !(moves = malloc(mcap * sizeof(Move)))) {
        oom = 1;
    } else {
        table_add(&table, 0, fingerprint(&st, buf));
        for (Py_ssize_t k = 0; k < navoid && !oom; k++)
            oom = table_add(&table, 0, avoided[k]) < 0;
        frames[0].start = 0;
        frames[0].count = expand(&st, &r, moves, 1);
        frames[0].next = 0;
        nmoves = frames[0].count;
        nframes = 1;
        int check = CHECK_EVERY;
        while (!oom && nframes > 0) {
            Frame *f = &frames[nframes - 1];
            if (f->next >= f->count) {
                nmoves = f->start;
                if (nframes > 1) {
                    if (f->undo.card < 0)
                        undo_deal(&st, &f->undo);
                    else
                        undo_move(&st, &f->undo);
                }
                nframes--;
                continue;
            }
            Move m = moves[f->start + f->next++];
            Undo u;
            if (m.card < 0)
                apply_deal(&st, &u);
            else
                apply_move(&st, m.card, m.s, m.i, m.d, &u);
            if (is_won(&st)) {
                /* keep u on the path for the line */
                if ((size_t)nframes >= fcap) {
                    Frame *nf = realloc(frames, fcap * 2 * sizeof(Frame));
                    if (!nf) {
                        oom = 1;
                        break;
                    }
                    frames = nf;
                    fcap *= 2;
                }
                frames[nframes].undo = u;
                frames[nframes].start = nmoves;
                frames[nframes].count = 0;
                frames[nframes].next = 0;
                nframes++;
                outcome = 0;
                break;
            }
            uint64_t fp = fingerprint(&st, buf);
            /* Look up without inserting first (the node limit is checked before storing). */
            size_t j = mix(fp) & (table.size - 1);
            int present = 0;
            while (table.slots[j]) {
                table.probes++;
                if (table.slots[j] == fp) {
                    present = 1;
                    break;
                }
                j = (j + 1) & (table.size - 1);
            }
            if (present) {
                if (m.card < 0)
                    undo_deal(&st, &u);
                else
                    undo_move(&st, &u);
                continue;
            }
            if (nodes >= max_nodes) {
                outcome = 2;
                if (m.card < 0)
                    undo_deal(&st, &u);
                else
                    undo_move(&st, &u);
                break;
            }
            if (--check == 0) {
                check = CHECK_EVERY;
                /* Ctrl+C: take the interpreter lock for a moment and let Python see it. */
                Py_BLOCK_THREADS;
                interrupted = PyErr_CheckSignals() < 0;
                Py_UNBLOCK_THREADS;
                if (interrupted) {
                    if (m.card < 0)
                        undo_deal(&st, &u);
                    else
                        undo_move(&st, &u);
                    break;
                }
                if (deadline >= 0 && now(cpu) >= deadline) {
                    outcome = 2;
                    if (m.card < 0)
                        undo_deal(&st, &u);
                    else
                        undo_move(&st, &u);
                    break;
                }
            }
            if (table_add(&table, 0, fp) < 0) {
                oom = 1;
                break;
            }
            nodes++;
            if ((size_t)nframes >= fcap) {
                Frame *nf = realloc(frames, fcap * 2 * sizeof(Frame));
                if (!nf) {
                    oom = 1;
                    break;
                }
                frames = nf;
                fcap *= 2;
            }
            if ((size_t)nmoves + MAXMOVES > mcap) {
                Move *nm = realloc(moves, mcap * 2 * sizeof(Move));
                if (!nm) {
                    oom = 1;
                    break;
                }
                moves = nm;
                mcap *= 2;
            }
            Frame *nf = &frames[nframes++];
            nf->undo = u;
            nf->start = nmoves;
            nf->count =
                expand(&st, &r, moves + nmoves, r.always_check || may_block(&st, &u));
            nf->next = 0;
            nmoves += nf->count;
        }
    }
    Py_END_ALLOW_THREADS;
    free(avoided);

    if (oom || interrupted) {
        free(table.slots);
        free(frames);
        free(moves);
        return interrupted ? NULL : PyErr_NoMemory(); /* KeyboardInterrupt is already set */
    }
    line = PyList_New(0);
    if (line && outcome == 0) {
        for (int k = 1; k < nframes; k++) {
            const Undo *u = &frames[k].undo;
            PyObject *pair = Py_BuildValue("(iii)", u->card, u->card < 0 ? -1 : u->s,
                                           u->card < 0 ? -1 : u->d);
            if (!pair || PyList_Append(line, pair) < 0) {
                Py_XDECREF(pair);
                Py_CLEAR(line);
                break;
            }
            Py_DECREF(pair);
        }
    }
    Py_ssize_t bytes = (Py_ssize_t)(table.size * sizeof(uint64_t));
    unsigned long long probes = table.probes;
    free(table.slots);
    free(frames);
    free(moves);
    if (!line) return NULL;
    return Py_BuildValue("(iNLnK)", outcome, line, nodes, bytes, probes);
}

static PyMethodDef methods[] = {
    {"children", (PyCFunction)(void (*)(void))py_children, METH_VARARGS | METH_KEYWORDS,
     "children(cols, reserve, left, klassiek, traditional, **game) -> list of (priority, card, "
     "source, column, cols, reserve, left, useful, turned), best first; card -1 is the deal."},
    {"key", (PyCFunction)(void (*)(void))py_key, METH_VARARGS | METH_KEYWORDS,
     "key(cols, reserve, decks, fixed, beside) -> the canonical key, as state.key."},
    {"blocked", (PyCFunction)(void (*)(void))py_blocked, METH_VARARGS | METH_KEYWORDS,
     "blocked(cols, reserve, decks, beside, klassiek) -> state.blocked(cols, reserve, decks, "
     "klassiek)."},
    {"solve", (PyCFunction)(void (*)(void))py_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(cols, reserve, left, klassiek, traditional, time_limit, max_nodes, cpu_clock, "
     "**game) -> "
     "(outcome 0 won / 1 lost / 2 undecided, line, nodes, table bytes, probes)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core", "The solver's compiled core (optional).", -1, methods,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
