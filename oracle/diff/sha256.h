// SHA-256 (FIPS 180-4) of a text, as lowercase hex: the identity of a rule document in the check result,
// the same string `sha256sum model/<variant>/document.txt` prints, so a reader can verify it by hand.
// Computed by OpenSSL's libcrypto (sha256.cpp).
#pragma once

#include <string>

namespace arbiter {

std::string sha256_hex(const std::string& data);

}  // namespace arbiter
