-- Issue 29: the back-in-stock e-mail in the language the shopper asked from (the request's
-- `language`, migration 0021). The trigger of migration 0007 writes it in the statement that raises
-- a book's stock from 0, so its words are here; they are the catalogue's `mail.backInStock.*`
-- messages (packages/i18n), and test/back-in-stock-language.test.ts fails when the two differ.
-- English is as it was. In Urdu the link sits between U+2066 and U+2069, so it stays left to right.
-- Replacing the function keeps the trigger, and the previous release runs on it unchanged.
CREATE OR REPLACE FUNCTION "back_in_stock_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH done AS (
		UPDATE back_in_stock_requests r
		SET notified_at = now()
		WHERE r.book_id = NEW.id AND r.notified_at IS NULL
		RETURNING r.email, r.book_url, r.language
	)
	INSERT INTO outbox (recipient, subject, body)
	SELECT done.email,
		CASE WHEN done.language = 'ur'
			THEN 'دوبارہ اسٹاک میں: ' || NEW.title
			ELSE 'Back in stock: ' || NEW.title
		END,
		CASE WHEN done.language = 'ur'
			THEN 'خوش خبری! '
				|| CASE WHEN cardinality(NEW.authors) > 0 THEN array_to_string(NEW.authors, ', ') || ' کی ' ELSE '' END
				|| '"' || NEW.title || '" دوبارہ اسٹاک میں آ گئی ہے۔' || E'\n\n'
				|| 'یہاں آرڈر کریں: ' || chr(8294) || done.book_url || chr(8297) || E'\n\n'
				|| 'آپ نے کہا تھا کہ یہ کتاب دستیاب ہونے پر آپ کو بتایا جائے۔ اس بارے میں ہم صرف یہی ایک ای میل بھیج رہے ہیں۔'
			ELSE 'Good news! "' || NEW.title || '"'
				|| CASE WHEN cardinality(NEW.authors) > 0 THEN ' by ' || array_to_string(NEW.authors, ', ') ELSE '' END
				|| ' is back in stock.' || E'\n\n'
				|| 'Order it here: ' || done.book_url || E'\n\n'
				|| 'You asked us to let you know when it became available. This is the only e-mail we send about it.'
		END
	FROM done;
	RETURN NULL;
END
$$;
