namespace net {

// Ports we listen on.  Keep in sync with deploy/ports.yaml.
constexpr int kHttpPort  = 8080;   // plain
constexpr int kHttpsPort = 443;    // TLS

}  // namespace net
