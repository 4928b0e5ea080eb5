-- The limits on anonymous orders (decision 031), checked inside the statement that writes the
-- order (modules/orders/insert-order.ts), so an order costs one round trip again (decision 036).
--
-- It takes the contact's advisory locks (phone, then e-mail, then address: one order, so two
-- orders may wait for each other but never in a cycle; held to the end of the order's
-- transaction), and only then counts. A VOLATILE function's statements each take a fresh
-- snapshot, so the count sees every order committed by whoever held a lock before: concurrent
-- orders from one contact cannot all pass it. The lock classes match nothing else (the start-up
-- lock is a one-key lock).
--
-- Returns one row: key_taken (the Idempotency-Key already names an order: answered, not
-- counted) and retry_after (seconds until one more order fits; null when it fits now).
CREATE FUNCTION order_limit_gate(
	p_phone text,
	p_email text,
	p_address text,
	p_key text,
	p_window_minutes int,
	p_per_contact int,
	p_per_address int
) RETURNS TABLE (key_taken boolean, retry_after int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	c record;
	span interval := make_interval(mins => p_window_minutes);
BEGIN
	PERFORM pg_advisory_xact_lock(7310101, hashtext(p_phone));
	IF p_email IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7310102, hashtext(p_email));
	END IF;
	IF p_address <> '' THEN
		PERFORM pg_advisory_xact_lock(7310103, hashtext(p_address));
	END IF;
	key_taken := p_key IS NOT NULL AND EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.key = p_key);
	retry_after := NULL;
	IF key_taken THEN
		RETURN NEXT;
		RETURN;
	END IF;
	-- Unpaid orders only: one paid online cost whoever placed it real money.
	SELECT count(*) FILTER (WHERE o.phone = p_phone) AS phone,
	       count(*) FILTER (WHERE o.customer_email = p_email) AS email,
	       count(*) FILTER (WHERE o.client_ip = p_address AND p_address <> '') AS address,
	       -- seconds until the oldest counted order leaves the window
	       ceil(extract(epoch FROM min(o.created_at) FILTER (WHERE o.phone = p_phone) + span - now()))::int AS phone_wait,
	       ceil(extract(epoch FROM min(o.created_at) FILTER (WHERE o.customer_email = p_email) + span - now()))::int AS email_wait,
	       ceil(extract(epoch FROM min(o.created_at) FILTER (WHERE o.client_ip = p_address AND p_address <> '') + span - now()))::int AS address_wait
	  INTO c
	  FROM orders o
	 WHERE o.created_at > now() - span
	   AND o.payment_status <> 'succeeded'
	   AND (o.phone = p_phone OR o.customer_email = p_email OR (o.client_ip = p_address AND p_address <> ''));
	IF c.phone >= p_per_contact THEN
		retry_after := greatest(1, retry_after, coalesce(c.phone_wait, 1));
	END IF;
	IF c.email >= p_per_contact THEN
		retry_after := greatest(1, retry_after, coalesce(c.email_wait, 1));
	END IF;
	IF c.address >= p_per_address THEN
		retry_after := greatest(1, retry_after, coalesce(c.address_wait, 1));
	END IF;
	RETURN NEXT;
END
$$;
