// The rule-interaction graph of one catalog (Boost.Graph): vertices are clauses and glossary terms, edges are
// the clauses' typed relations (clause -> term for defines/reads/writes/triggers-on/removes/adds, clause ->
// clause for overrides/excepts/requires/changes) plus the glossary's is-a (term -> term). References that do
// not resolve are left out (`arbiter catalog check` reports them). `arbiter graph` draws it.
#pragma once

#include <boost/graph/adjacency_list.hpp>

#include <iosfwd>
#include <map>
#include <string>

#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

enum class EdgeType { kDefines, kReads, kWrites, kTriggersOn, kRemoves, kAdds, kOverrides, kExcepts, kRequires, kChanges, kIsA };
EdgeType edge_type(Relation r);
std::string to_string(EdgeType t);

struct GraphVertex {
  std::string id;
  const Clause* clause = nullptr;  // exactly one of clause and term is set
  const Term* term = nullptr;
};

struct GraphEdge {
  EdgeType type = EdgeType::kReads;
  std::string value;  // writes
  std::string when;   // informal condition, for display only
};

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, GraphVertex, GraphEdge>;
using GraphVertexId = Graph::vertex_descriptor;

// Points into the catalog it was built from: keep the catalog alive while using the graph.
struct RuleGraph {
  Graph graph;
  std::map<std::string, GraphVertexId> vertex;  // by id (clauses and terms share one namespace)
};

RuleGraph build_graph(const Catalog& catalog);

// Graphviz DOT (boost::write_graphviz): labels are ids and relation types; clauses are boxes, terms ellipses.
void write_dot(const RuleGraph& graph, const std::string& title, std::ostream& out);
// Runs `dot -Tsvg` on DOT text; a clear error when graphviz's dot is not installed or fails.
Result<std::string> dot_to_svg(const std::string& dot);

}  // namespace arbiter::catalog
