-- Lookups by an identifier in another system (paperByExternalId: arXiv, OpenAlex, ACL) ask
-- whether "externalIds" contains {kind: value}; jsonb_path_ops answers containment from the index.
CREATE INDEX "Paper_externalIds_idx" ON "Paper" USING GIN ("externalIds" jsonb_path_ops);
