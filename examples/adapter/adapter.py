#!/usr/bin/env python3
"""An example adapter for `arbiter conform` (corpus/CONFORMANCE.md walks through it).

It wraps a UCI chess engine (Debian's stockfish by default; fairy-stockfish works too) and speaks the
adapter protocol (README.md, "The adapter protocol") on stdin/stdout:

  uci, isready, ucinewgame           answered here, the engine kept ready behind
  setoption name UCI_Variant value V chess, and twentychess under cast 1 (below); any other variant is
                                     refused with `info string error: ...` (conform: NOT-RUNNABLE)
  position fen F [moves ...]         checked here (an impossible chess setup: `info string error: ...`),
                                     then forwarded to the engine with each query
  go perft 1, d                      forwarded: the engine already prints the protocol's format; after the
                                     move that ended the game (a result where before it none) `go perft`
                                     answers `Nodes searched: 0` here (the engine lists moves regardless)
  result                             worked out here from the engine's `go perft 1` (no legal move?), its
                                     `d` ("Checkers:", the FEN's clocks), the material and the positions
                                     along the moves (threefold repetition)
  quit                               stops the engine and exits

twentychess is orthodox chess while cast 1 is in force, so a twentychess position whose FEN tail says
`cast=1` (and holds nothing but cast 1 can ignore) is played as the chess position in front of the tail.
Everything else of twentychess is declared, never guessed, with `info string unsupported: <why>`: another
cast (conform: NOT-RUNNABLE), the moves after cast 1's period (a white turn and the black turn after it,
turn.cast-scope's default), the variant's state in `d` (the "Fen:" line is then the board only, and conform
judges no counter of the tail), and any result but checkmate and stalemate.

Usage: adapter.py [--engine PATH]    (default /usr/games/stockfish)
"""
import subprocess
import sys

ORTHODOX = set("pnbrqkPNBRQK")
# FEN tail fields of twentychess that cast 1 ignores: the additional chessman in reserve, the pools of
# captured pieces (dropped only by casts 4-6), the fool's capacity (no fool on an orthodox board).
CAST1_IGNORES = ("w-extra", "b-extra", "w-hand-", "b-hand-", "capacity")


class Engine:
    """The wrapped UCI engine: one process, asked one question at a time."""

    def __init__(self, path):
        try:
            self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as e:
            raise SystemExit("adapter: cannot start the engine " + path + ": " + str(e))
        self.send("uci")
        self.read_until(lambda line: line == "uciok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, done):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("adapter: the wrapped engine exited")
            line = line.rstrip("\n")
            lines.append(line)
            if done(line):
                return lines

    def ask(self, *commands):
        """Sends the commands and returns every line answered up to the "readyok" of an isready."""
        for c in commands:
            self.send(c)
        self.send("isready")
        return self.read_until(lambda line: line == "readyok")[:-1]

    def perft_lines(self, position):
        self.send(position)
        self.send("go perft 1")
        return self.read_until(lambda line: line.startswith("Nodes searched:"))

    def legal_moves(self, position):
        return [line.split(":")[0] for line in self.perft_lines(position) if ": " in line and not line.startswith("Nodes")]

    def show(self, position):
        """The `d` of a position: its lines, its FEN, and whether the side to move is in check."""
        lines = self.ask(position, "d")
        fen = next((line[5:] for line in lines if line.startswith("Fen: ")), None)
        checkers = next((line[9:].strip() for line in lines if line.startswith("Checkers:")), "")
        return lines, fen, checkers != ""


def position_command(fen, moves):
    return "position fen " + fen + (" moves " + " ".join(moves) if moves else "")


def board_of(fen):
    """{square: piece letter} of a FEN's first field, or None when it is not 8 ranks of 8 squares."""
    ranks = fen.split()[0].split("/")
    if len(ranks) != 8:
        return None
    board = {}
    for r, rank in enumerate(ranks):
        f = 0
        for c in rank:
            if c.isdigit():
                f += int(c)
            else:
                if f < 8:
                    board["abcdefgh"[f] + str(8 - r)] = c
                f += 1
        if f != 8:
            return None
    return board


def setup_error(fen, engine):
    """Why a chess position cannot occur (FIDE's rules on kings, pawns, castling rights and en passant,
    and the side not to move not in check), or None. Cheap checks only: not whether it is reachable."""
    fields = fen.split()
    board = board_of(fen)
    if len(fields) != 6 or board is None or not set(board.values()) <= ORTHODOX or fields[1] not in ("w", "b"):
        return "not a chess FEN of 6 fields on 8x8: " + fen
    for king in "Kk":
        if list(board.values()).count(king) != 1:
            return "each side needs exactly one king"
    if any(p in "Pp" and sq[1] in "18" for sq, p in board.items()):
        return "a pawn on the first or last rank"
    homes = {"K": ("e1", "K", "h1", "R"), "Q": ("e1", "K", "a1", "R"), "k": ("e8", "k", "h8", "r"), "q": ("e8", "k", "a8", "r")}
    for right in fields[2].replace("-", ""):
        if right not in homes:
            return "castling field " + fields[2] + " is not made of KQkq"
        king_sq, king, rook_sq, rook = homes[right]
        if board.get(king_sq) != king or board.get(rook_sq) != rook:
            return "castling right " + right + " without king and rook at home"
    ep = fields[3]
    if ep != "-":
        rank, pawn, origin = ("6", "p", "7") if fields[1] == "w" else ("3", "P", "2")
        if len(ep) != 2 or ep[1] != rank:
            return "en passant square " + ep + " is not behind a pawn that just made a double step"
        front = ep[0] + ("5" if rank == "6" else "4")
        if board.get(front) != pawn or ep in board or (ep[0] + origin) in board:
            return "en passant square " + ep + " is not behind a pawn that just made a double step"
    # The side that just moved may not have left its king in check: ask the engine with the turn flipped.
    flipped = " ".join([fields[0], "b" if fields[1] == "w" else "w", "-", "-", "0", "1"])
    if engine.show("position fen " + flipped)[2]:
        return "the side not to move is in check"
    return None


def dead_by_material(fen):
    """FIDE 5.2.2 by material: bare kings, a lone minor piece, or bishops all on squares of one colour."""
    board = board_of(fen)
    others = {sq: p for sq, p in board.items() if p not in "Kk"}
    if len(others) <= 1 and all(p in "BbNn" for p in others.values()):
        return True
    colours = {("abcdefgh".index(sq[0]) + int(sq[1])) % 2 for sq in others}
    return all(p in "Bb" for p in others.values()) and len(colours) == 1


class Adapter:
    def __init__(self, engine_path):
        self.engine = Engine(engine_path)
        self.variant = "chess"
        self.fen, self.moves = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []
        self.refused = None      # why the current position was refused (info string error)
        self.unsupported = None  # why this adapter cannot play it (info string unsupported)

    def say(self, text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def position(self):
        return position_command(self.fen, self.moves)

    # --- the commands --------------------------------------------------------------------------------------
    def set_position(self, words):
        self.refused = self.unsupported = None
        if words[:1] == ["startpos"]:
            fen_words, rest = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".split(), words[1:]
        else:
            cut = words.index("moves") if "moves" in words else len(words)
            fen_words, rest = words[1:cut], words[cut:]
        self.moves = rest[1:] if rest[:1] == ["moves"] else []
        self.fen, tail = " ".join(fen_words[:6]), fen_words[6:]
        if self.variant == "twentychess":
            self.unsupported = self.twentychess_cast1(tail)
        elif tail:
            self.refused = "FEN field " + tail[0] + " is not chess"
        if not self.refused and not self.unsupported:
            self.refused = setup_error(self.fen, self.engine)
            if self.refused and self.variant == "twentychess":  # not ours to call impossible in twentychess
                self.refused, self.unsupported = None, "a position orthodox chess cannot have: " + self.refused
        if self.refused:
            self.say("info string error: " + self.refused)
        elif self.unsupported:
            self.say("info string unsupported: " + self.unsupported)

    def twentychess_cast1(self, tail):
        """None when the twentychess position is cast 1's orthodox chess, else why this adapter cannot play it.
        Cast 1's period is a white turn and the black turn after it (turn.cast-scope's default,
        white-and-black): the moves may go as far as Black's move, then the next cast is rolled."""
        state = dict(field.split("=", 1) for field in tail if "=" in field)
        if state.get("cast") != "1":
            return "twentychess cast " + state.get("cast", "0 (to be rolled)") + ": this adapter plays cast 1 (orthodox chess) only"
        board = board_of(self.fen)
        if board is None or not set(board.values()) <= ORTHODOX:
            return "an additional chessman (fool, elephant, mountain) on the board: not orthodox chess"
        for field in tail:
            if not field.startswith("cast=") and not field.startswith(CAST1_IGNORES):
                return "twentychess state " + field + " (this adapter knows cast 1's orthodox chess only)"
        black_moves_at = 0 if self.fen.split()[1] == "b" else 1
        if len(self.moves) > black_moves_at + 1:
            return "moves after cast 1's period (the next cast is rolled): " + " ".join(self.moves[black_moves_at + 1:])
        return None

    def period_over(self):
        return self.variant == "twentychess" and len(self.moves) > (0 if self.fen.split()[1] == "b" else 1)

    def go(self, words):
        if words[:1] != ["perft"]:
            return  # searching is not part of the protocol
        if self.refused or self.unsupported or self.period_over() or (self.variant == "twentychess" and words[1:] != ["1"]):
            why = self.refused or self.unsupported or "after cast 1's period the next cast is rolled"
            self.say(("info string error: " if self.refused else "info string unsupported: ") + why)
            self.say("\nNodes searched: 0")
            return
        if self.ended_at() is not None:  # a game ended by a move has no legal move (CONFORMANCE.md)
            if self.variant == "twentychess":  # its draws by rule are not this adapter's to decide
                self.say("info string unsupported: a draw by rule in twentychess (this adapter answers checkmate and stalemate only)")
            else:
                self.say("info string the game is over")
            self.say("\nNodes searched: 0")
            return
        self.engine.send(self.position())
        self.engine.send(" ".join(["go"] + words))
        for line in self.engine.read_until(lambda l: l.startswith("Nodes searched:")):
            self.say(line)

    def display(self):
        if self.refused or self.unsupported:  # no board to show (after cast 1's period, the board is known)
            self.say(("info string error: " if self.refused else "info string unsupported: ") + (self.refused or self.unsupported))
            return
        for line in self.engine.show(self.position())[0]:
            self.say(line)
        if self.variant == "twentychess":
            self.say("info string unsupported: twentychess state (cast, pools, reserve): the Fen line is the board only")

    def result(self):
        if self.refused or self.unsupported or self.period_over():
            self.say("info string unsupported: the result of this position")
            return
        _, fen, in_check = self.engine.show(self.position())
        if not self.engine.legal_moves(self.position()):
            white_to_move = fen.split()[1] == "w"
            self.say(("Result: 0-1" if white_to_move else "Result: 1-0") + " (checkmate)" if in_check else "Result: 1/2-1/2 (stalemate)")
        elif self.variant == "twentychess":
            self.say("info string unsupported: twentychess draws by rule (only checkmate and stalemate are answered)")
        elif dead_by_material(fen):
            self.say("Result: 1/2-1/2 (dead position)")
        elif int(fen.split()[4]) >= 100:
            self.say("Result: 1/2-1/2 (fifty-move rule)")
        elif self.repetitions(fen) >= 3:
            self.say("Result: 1/2-1/2 (threefold repetition)")
        else:
            self.say("Result: *")

    def repetitions(self, fen, upto=None):
        """How often the position after the first `upto` moves (all by default) stood along them: placement,
        side, castling, en passant."""
        upto = len(self.moves) if upto is None else upto
        key = lambda f: f.split()[:4]
        seen = [self.engine.show(position_command(self.fen, self.moves[:i]))[1] for i in range(upto)]
        return sum(1 for f in seen + [fen] if key(f) == key(fen))

    def decided(self, upto):
        """Whether the game after its first `upto` moves has a result: no legal move, or (chess) a draw by rule."""
        pos = position_command(self.fen, self.moves[:upto])
        _, fen, _ = self.engine.show(pos)
        if not self.engine.legal_moves(pos):
            return True
        # twentychess: its pools may keep a dead board alive (dead-position.pools), so only the clocks' draws
        return (self.variant == "chess" and dead_by_material(fen)) or int(fen.split()[4]) >= 100 or self.repetitions(fen, upto) >= 3

    def ended_at(self):
        """How many of the moves were played when one ended the game, taking it from undecided to decided (FIDE
        5.1-5.2: "the move producing the position"); None while it goes on. A setup already decided ends
        nothing."""
        was = self.decided(0)
        for i in range(1, len(self.moves) + 1):
            now = self.decided(i)
            if now and not was:
                return i
            was = now
        return None

    def run(self):
        for line in sys.stdin:
            words = line.split()
            if not words:
                continue
            command, args = words[0], words[1:]
            if command == "uci":
                self.say("id name arbiter example adapter (" + self.engine.proc.args[0] + ")\nid author the Arbiter authors\nuciok")
            elif command == "isready":
                self.engine.ask()
                self.say("readyok")
            elif command == "setoption" and args[:3] == ["name", "UCI_Variant", "value"]:
                variant = " ".join(args[3:])
                if variant in ("chess", "twentychess"):
                    self.variant = variant
                else:
                    self.say("info string error: variant " + variant + " is not played by this adapter (chess; twentychess under cast 1)")
            elif command == "ucinewgame":
                self.engine.send("ucinewgame")
            elif command == "position" and args:
                self.set_position(args)
            elif command == "go":
                self.go(args)
            elif command == "d":
                self.display()
            elif command == "result":
                self.result()
            elif command == "quit":
                break
            # anything else is ignored, as UCI asks
        self.engine.send("quit")


if __name__ == "__main__":
    path = sys.argv[sys.argv.index("--engine") + 1] if "--engine" in sys.argv else "/usr/games/stockfish"
    Adapter(path).run()
