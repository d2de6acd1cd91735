CREATE TABLE "retired_codes" (
	"code" char(8) PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
