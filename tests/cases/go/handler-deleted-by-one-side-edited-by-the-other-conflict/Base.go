package api

import (
	"encoding/json"
	"log"
	"net/http"
)

func (s *Server) routes() {
	s.mux.HandleFunc("/healthz", s.handleHealth)
	s.mux.HandleFunc("/v1/status", s.handleStatusV1)
}

func (s *Server) handleStatusV1(w http.ResponseWriter, r *http.Request) {
	log.Printf("status v1 requested by %s", r.RemoteAddr)
	w.Header().Set("Deprecation", "true")
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(s.status()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}
