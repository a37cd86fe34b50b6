#include "oracle/catalog/graph.h"

#include <boost/graph/graphviz.hpp>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <ostream>
#include <vector>

#include "oracle/engines/engine_process.h"

extern char** environ;

namespace arbiter::catalog {
namespace {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out + "\"";
}

const char* term_colour(TermKind k) {
  switch (k) {
    case TermKind::kEvent: return "#f4b183";
    case TermKind::kAction: return "#f8cbad";
    case TermKind::kPieceKind:
    case TermKind::kPieceClass: return "#c5e0b4";
    case TermKind::kSquareState:
    case TermKind::kPieceState:
    case TermKind::kCounter: return "#ffe699";
    case TermKind::kRegion: return "#d9d9d9";
    case TermKind::kOutcome: return "#ff9999";
    case TermKind::kConcept: return "#ededed";
  }
  return "white";
}

const char* edge_colour(EdgeType t) {
  switch (t) {
    case EdgeType::kOverrides:
    case EdgeType::kExcepts: return "red";
    case EdgeType::kWrites: return "blue";
    case EdgeType::kTriggersOn: return "darkorange";
    case EdgeType::kDefines: return "darkgreen";
    case EdgeType::kRemoves:
    case EdgeType::kAdds:
    case EdgeType::kChanges: return "purple";
    case EdgeType::kIsA: return "black";
    case EdgeType::kReads:
    case EdgeType::kRequires: return "gray40";
  }
  return "black";
}

}  // namespace

EdgeType edge_type(Relation r) {
  switch (r) {
    case Relation::kDefines: return EdgeType::kDefines;
    case Relation::kReads: return EdgeType::kReads;
    case Relation::kWrites: return EdgeType::kWrites;
    case Relation::kTriggersOn: return EdgeType::kTriggersOn;
    case Relation::kRemoves: return EdgeType::kRemoves;
    case Relation::kAdds: return EdgeType::kAdds;
    case Relation::kOverrides: return EdgeType::kOverrides;
    case Relation::kExcepts: return EdgeType::kExcepts;
    case Relation::kRequires: return EdgeType::kRequires;
    case Relation::kChanges: return EdgeType::kChanges;
  }
  return EdgeType::kReads;
}

std::string to_string(EdgeType t) {
  for (Relation r : {Relation::kDefines, Relation::kReads, Relation::kWrites, Relation::kTriggersOn, Relation::kRemoves, Relation::kAdds,
                     Relation::kOverrides, Relation::kExcepts, Relation::kRequires, Relation::kChanges})
    if (edge_type(r) == t) return to_string(r);
  return "is-a";
}

RuleGraph build_graph(const Catalog& cat) {
  RuleGraph rg;
  auto add_vertex = [&](const std::string& id, const Clause* c, const Term* t) {
    if (id.empty() || rg.vertex.count(id)) return;  // duplicates: the first wins (the check reports them)
    rg.vertex[id] = boost::add_vertex(GraphVertex{id, c, t}, rg.graph);
  };
  for (const Term& t : cat.terms) add_vertex(t.id, nullptr, &t);
  for (const Clause& c : cat.clauses) add_vertex(c.id, &c, nullptr);
  auto vertex_of = [&](const std::string& id, bool clause) -> std::optional<GraphVertexId> {
    auto it = rg.vertex.find(id);
    if (it == rg.vertex.end() || (rg.graph[it->second].clause != nullptr) != clause) return std::nullopt;
    return it->second;
  };
  for (const Term& t : cat.terms) {
    auto from = vertex_of(t.id, false), to = vertex_of(t.is_a, false);
    if (from && to && rg.graph[*from].term == &t) boost::add_edge(*from, *to, GraphEdge{EdgeType::kIsA, "", ""}, rg.graph);
  }
  for (const Clause& c : cat.clauses) {
    auto from = vertex_of(c.id, true);
    if (!from || rg.graph[*from].clause != &c) continue;
    for (const ClauseRelation& r : c.relations) {
      auto to = vertex_of(r.target, !targets_term(r.type));
      if (to) boost::add_edge(*from, *to, GraphEdge{edge_type(r.type), r.value.value_or(""), r.when}, rg.graph);
    }
  }
  return rg;
}

void write_dot(const RuleGraph& rg, const std::string& title, std::ostream& out) {
  const Graph& g = rg.graph;
  auto vertex_writer = [&](std::ostream& o, GraphVertexId v) {
    const GraphVertex& gv = g[v];
    if (gv.clause) {
      const Clause& c = *gv.clause;
      const char* fill = c.section == Section::kChangelog ? "#e2d0f5" : c.section == Section::kDiagram ? "#d9d9d9" : "#bdd7ee";
      o << "[label=" << quoted(gv.id) << ", shape=box, style=\"filled" << (c.status == Status::kNotImplementable ? ",dashed" : "")
        << "\", fillcolor=\"" << fill << "\", tooltip=" << quoted(c.summary) << "]";
    } else {
      o << "[label=" << quoted(gv.id) << ", shape=ellipse, style=filled, fillcolor=\"" << term_colour(gv.term->kind)
        << "\", tooltip=" << quoted(to_string(gv.term->kind) + ": " + gv.term->description) << "]";
    }
  };
  auto edge_writer = [&](std::ostream& o, Graph::edge_descriptor e) {
    const GraphEdge& ge = g[e];
    std::string label = to_string(ge.type) + (ge.value.empty() ? "" : "=" + ge.value);
    if (label.size() > 40) label = label.substr(0, 37) + "...";
    o << "[label=" << quoted(label) << ", color=" << edge_colour(ge.type) << ", fontcolor=" << edge_colour(ge.type) << "]";
  };
  auto graph_writer = [&](std::ostream& o) {
    o << "label=" << quoted(title) << "; labelloc=t; rankdir=LR; fontname=\"Helvetica\";\n"
      << "node [fontname=\"Helvetica\", fontsize=10]; edge [fontname=\"Helvetica\", fontsize=8];\n";
  };
  boost::write_graphviz(out, g, vertex_writer, edge_writer, graph_writer);
}

Result<std::string> dot_to_svg(const std::string& dot) {
  std::string program = find_program("dot");
  if (program.empty()) return Error{"graphviz's `dot` is not on PATH; install graphviz (Debian: apt-get install graphviz) or use --format dot"};
  char dot_path[] = "/tmp/arbiter-graph-XXXXXX";
  int fd = mkstemp(dot_path);
  if (fd < 0) return Error{"cannot create a temporary file in /tmp"};
  bool written = ::write(fd, dot.data(), dot.size()) == static_cast<ssize_t>(dot.size());
  ::close(fd);
  std::string svg_path = std::string(dot_path) + ".svg";
  auto cleanup = [&] {
    std::remove(dot_path);
    std::remove(svg_path.c_str());
  };
  if (!written) {
    cleanup();
    return Error{std::string(dot_path) + ": write failed"};
  }
  std::vector<std::string> argv_s{program, "-Tsvg", "-o", svg_path, dot_path};
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, program.c_str(), nullptr, nullptr, argv.data(), environ) != 0) {
    cleanup();
    return Error{"cannot run " + program};
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    cleanup();
    return Error{program + " -Tsvg failed (exit status " + std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")"};
  }
  auto svg = read_text_file(svg_path);
  cleanup();
  if (!svg) return Error{svg.error()};
  return *svg;
}

}  // namespace arbiter::catalog
