#include "oracle/diff/sha256.h"

#include <openssl/evp.h>

#include <cstdio>

namespace arbiter {

// OpenSSL's libcrypto (EVP, the interface OpenSSL 3 keeps). A failure there (no SHA-256 in the provider)
// is not a state Arbiter can work in: it yields an empty identity, which no document's result matches.
std::string sha256_hex(const std::string& data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr) != 1) return "";
  std::string hex;
  hex.reserve(2 * length);
  for (unsigned int i = 0; i < length; ++i) {
    char buf[3];
    std::snprintf(buf, sizeof buf, "%02x", digest[i]);
    hex += buf;
  }
  return hex;
}

}  // namespace arbiter
