package com.example.accounts;

import java.time.Instant;
import java.util.Objects;

public final class AccountService {
    private final AccountRepository repository;
    private final AuditLog audit;

    public AccountService(AccountRepository repository, AuditLog audit) {
        this.repository = Objects.requireNonNull(repository);
        this.audit = Objects.requireNonNull(audit);
    }

    public Account open(String ownerId, String currency) {
        Account account = new Account(repository.nextId(), ownerId, currency, Instant.now());
        repository.save(account);
        audit.record("account.opened", account.id(), ownerId);
        return account;
    }
}
