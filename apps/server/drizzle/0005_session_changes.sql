-- A session that ends (logged out, or deleted while still live) must stop working on every server
-- at once, and servers keep auth rows between requests: tell them to drop what they keep, as the
-- triggers of migration 0003 do. New sessions need no notice (nothing can be kept of them yet), and
-- removing a session that had already ended changes nothing a server could have kept.
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS NULL AND OLD."expires_at" > now())
  EXECUTE FUNCTION "notify_auth_changed"();
