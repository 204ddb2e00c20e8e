-- Titles rendered before the translator tagged each request and checked each answer against its
-- tag (issue #47) may hold another title's translation: a title holding one of Apertium's
-- stream-format characters shifted every later answer of its chain by one. Which rows are wrong
-- cannot be told, so all are dropped; the next reindex or ingestion translates each title again.
DELETE FROM "TitleTranslation";
