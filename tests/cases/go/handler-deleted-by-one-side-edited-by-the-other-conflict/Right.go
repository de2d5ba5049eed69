package api

import (
	"encoding/json"
	"net/http"
)

func (s *Server) routes() {
	s.mux.HandleFunc("/healthz", s.handleHealth)
	s.mux.HandleFunc("/v1/status", s.handleStatusV1)
}

func (s *Server) handleStatusV1(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Deprecation", "@1735689600")
	w.Header().Set("Sunset", "Wed, 01 Jul 2026 00:00:00 GMT")
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(s.status()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}
