package api

import (
	"net/http"
)

func (s *Server) routes() {
	s.mux.HandleFunc("/healthz", s.handleHealth)
}

<<<<<<< left
||||||| base
func (s *Server) handleStatusV1(w http.ResponseWriter, r *http.Request) {
	log.Printf("status v1 requested by %s", r.RemoteAddr)
	w.Header().Set("Deprecation", "true")
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(s.status()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

=======
func (s *Server) handleStatusV1(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Deprecation", "@1735689600")
	w.Header().Set("Sunset", "Wed, 01 Jul 2026 00:00:00 GMT")
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(s.status()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

>>>>>>> right
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}
