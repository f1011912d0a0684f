CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"book_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_status_check" CHECK ("back_in_stock_requests"."status" in ('available', 'out_of_stock', 'pre_order', 'on_demand'))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_book_email_key" ON "back_in_stock_requests" USING btree ("book_id","email");
--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_open_idx" ON "back_in_stock_requests" USING btree ("book_id") WHERE "back_in_stock_requests"."notified_at" is null;
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"book_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_owner_check" CHECK (num_nonnulls("recently_viewed"."user_id", "recently_viewed"."guest_token_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_guest_token_id_auth_tokens_id_fk" FOREIGN KEY ("guest_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_user_book_key" ON "recently_viewed" USING btree ("user_id","book_id") WHERE "recently_viewed"."user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_guest_book_key" ON "recently_viewed" USING btree ("guest_token_id","book_id") WHERE "recently_viewed"."guest_token_id" is not null;
--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id", "cart_type", "created_at") WHERE "cart_items"."user_id" is not null;
--> statement-breakpoint
CREATE INDEX "cart_items_guest_idx" ON "cart_items" USING btree ("guest_token_id", "cart_type", "created_at") WHERE "cart_items"."guest_token_id" is not null;
--> statement-breakpoint
-- Back-in-stock e-mails are written by the database in the very statement that raises a book's
-- stock from 0, whoever writes it (set-stock, an import, a cancelled order giving stock back, the
-- CLI through the shop's socket, psql), so they share its transaction: a rolled-back change sends
-- nothing, and the UPDATE ... WHERE notified_at IS NULL takes each request exactly once even when
-- two writers restock the same book at the same moment.
CREATE FUNCTION "back_in_stock_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH done AS (
		UPDATE back_in_stock_requests r
		SET notified_at = now()
		WHERE r.book_id = NEW.id AND r.notified_at IS NULL
		RETURNING r.email, r.book_url
	)
	INSERT INTO outbox (recipient, subject, body)
	SELECT done.email,
		'Back in stock: ' || NEW.title,
		'Good news! "' || NEW.title || '"'
			|| CASE WHEN cardinality(NEW.authors) > 0 THEN ' by ' || array_to_string(NEW.authors, ', ') ELSE '' END
			|| ' is back in stock.' || E'\n\n'
			|| 'Order it here: ' || done.book_url || E'\n\n'
			|| 'You asked us to let you know when it became available. This is the only e-mail we send about it.'
	FROM done;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_back_in_stock" AFTER UPDATE OF "stock" ON "books"
	FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0)
	EXECUTE FUNCTION "back_in_stock_notify"();
