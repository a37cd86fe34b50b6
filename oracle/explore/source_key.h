// What a stored measurement was made from: the bytes of the sources a variant's play depends on, as the input of
// a SHA-256 key. A stored result whose key equals the key of the sources now was measured on these very sources
// (consequence_store.h's paired games, explore_store.h's exploration).
#pragma once

#include <string>

namespace arbiter {

// "label/name\0size\0bytes" of every regular file under dir whose name starts with `prefix`, in path order
// ("label (absent)" when there is no such directory), appended to data.
void add_source_tree(std::string& data, const std::string& dir, const std::string& label, const std::string& prefix = "");

// The model's sources `variant` plays by, under model_dir: its own folder (document, catalog, code), the core,
// the 12x12 family's shared mechanics and chess (twentychess's base), and the variant table (variants.cpp). An
// edit in any of them, even one that changes no play, changes the key.
std::string play_sources(const std::string& variant, const std::string& model_dir);

}  // namespace arbiter
