CREATE TABLE "import_file_parts" (
	"file_code" text NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "import_file_parts_file_code_position_pk" PRIMARY KEY("file_code","position")
);
--> statement-breakpoint
ALTER TABLE "psp_report_files" ADD COLUMN "size" integer;--> statement-breakpoint
-- The files kept so far become one part each; a report whose import stopped midway (its content empty) stays unfinished.
INSERT INTO "import_file_parts" ("file_code", "position", "bytes")
	SELECT "code", 0, convert_to("content", 'UTF8') FROM "bank_statement_files" WHERE "content" IS NOT NULL;--> statement-breakpoint
INSERT INTO "import_file_parts" ("file_code", "position", "bytes")
	SELECT "execution_id", 0, convert_to("content", 'UTF8') FROM "psp_report_files" WHERE "content" <> '';--> statement-breakpoint
UPDATE "psp_report_files" SET "size" = octet_length(convert_to("content", 'UTF8')) WHERE "content" <> '';--> statement-breakpoint
ALTER TABLE "bank_statement_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "psp_report_files" DROP COLUMN "content";
