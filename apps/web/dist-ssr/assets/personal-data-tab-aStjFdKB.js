import { i as normalizeAccountEmail, n as accountMessages, o as passwordError, s as statsPhrase, t as accountContactErrors } from "./accounts-DtAjSSCp.js";
import { i as errorType, o as errorMessages, r as errorText } from "./api-BxkrzdhH.js";
import { n as formatPrice } from "./money-zcSbClma.js";
import { Ct as formatPhone, Et as normalizeAccountPhone, H as login, S as useAppDispatch, Tt as isPhoneEmpty } from "../entry-server.js";
import { d as useUpdateEmailPhoneMutation, f as useUpdateUserInfoMutation, l as useSendChangeEmailCodeMutation, n as useCheckEmailMutation, o as useGetUserInfoQuery, r as useCheckPhoneMutation, s as useGetUserOrdersInfoQuery, t as useChangeOwnPasswordMutation, u as useSendChangePhoneCodeMutation } from "./account-api-BYFPfeIb.js";
import { i as inputClassName, n as FormField, r as fieldAria } from "./form-field-DF5Vg2Vs.js";
import { t as PhoneInput } from "./phone-input-CqADyPOG.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { n as account_page_module_default } from "./account-page-6uNiBm3D.js";
import { n as CodeInput, r as isCompleteCode, t as CodeResend } from "./code-resend-D1RNaaCz.js";
import { t as Modal } from "./modal-B1BoAuyS.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
// src/features/account/contact-code-modal.tsx
/** 'КОД ПОДТВЕРЖДЕНИЯ' (SPEC.md §2, §4 "Account contact change"): six boxes for the code sent. */
function ContactCodeModal({ type, value, onConfirmed, onCancel }) {
	const [code, setCode] = useState("");
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const [update] = useUpdateEmailPhoneMutation();
	const [sendEmailCode] = useSendChangeEmailCodeMutation();
	const [sendPhoneCode] = useSendChangePhoneCodeMutation();
	const onSubmit = async (event) => {
		event.preventDefault();
		if (busy || !isCompleteCode(code, 6)) return;
		setBusy(true);
		setError(null);
		try {
			const result = await update({
				code,
				contactType: type
			});
			if ("error" in result) {
				setError(errorText(result.error, errorMessages.invalidCode));
				return;
			}
			onConfirmed();
		} finally {
			setBusy(false);
		}
	};
	const resend = async () => {
		setError(null);
		const sent = type === "email" ? await sendEmailCode({ email: value }) : await sendPhoneCode({ phone: value });
		if ("error" in sent) {
			const fallback = type === "email" ? accountMessages.emailChangeFailed : errorMessages.errorSendSMSChange;
			setError(errorText(sent.error, fallback));
			return false;
		}
		setCode("");
		return true;
	};
	return /* @__PURE__ */ jsx(Modal, {
		title: "КОД ПОДТВЕРЖДЕНИЯ",
		onClose: onCancel,
		children: /* @__PURE__ */ jsxs("form", {
			className: account_page_module_default.codeForm,
			noValidate: true,
			onSubmit,
			children: [
				/* @__PURE__ */ jsxs("p", {
					id: "contact-code-prompt",
					className: account_page_module_default.note,
					children: [
						accountMessages.codePrompt,
						/* @__PURE__ */ jsx("br", {}),
						type === "email" ? "Письмо с кодом отправлено на " : "SMS с кодом отправлено на ",
						/* @__PURE__ */ jsx("strong", { children: type === "email" ? value : formatPhone(value) })
					]
				}),
				/* @__PURE__ */ jsx(CodeInput, {
					value: code,
					onChange: (next) => {
						setCode(next);
						setError(null);
					},
					length: 6,
					disabled: busy,
					invalid: !!error,
					describedBy: error ? "contact-code-prompt contact-code-error" : "contact-code-prompt"
				}),
				/* @__PURE__ */ jsx("p", {
					id: "contact-code-error",
					className: account_page_module_default.error,
					role: "alert",
					children: error
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: account_page_module_default.primaryButton,
					disabled: busy || !isCompleteCode(code, 6),
					children: "ПРОДОЛЖИТЬ"
				}),
				/* @__PURE__ */ jsx(CodeResend, {
					seconds: 60,
					onResend: resend,
					disabled: busy
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: account_page_module_default.textButton,
					onClick: onCancel,
					children: "Отменить изменение"
				})
			]
		})
	});
}
// src/features/account/password-form.tsx
/**
* 'Смена пароля' on the account page: the current password, then the new one twice (decision
* 028: the server asks for the current password, so a session left open on a shared computer
* cannot take the account over). The answer is a new session: the server ends every other one,
* this page's old token too, so the new token is kept at once.
*/
var CHANGE_FAILED = "Не удалось сменить пароль. Попробуйте ещё раз.";
var empty = {
	currentPassword: "",
	newPassword: "",
	repeatNewPassword: ""
};
function PasswordForm() {
	const dispatch = useAppDispatch();
	const [values, setValues] = useState(empty);
	const [errors, setErrors] = useState({});
	const [busy, setBusy] = useState(false);
	const [changePassword] = useChangeOwnPasswordMutation();
	const filled = Object.values(values).every((value) => value !== "");
	const set = (field) => (value) => {
		setValues((current) => ({
			...current,
			[field]: value
		}));
		setErrors((current) => ({
			...current,
			[field]: void 0
		}));
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		if (!filled || busy) return;
		const rule = passwordError(values.newPassword, values.repeatNewPassword);
		if (rule) {
			setErrors({ [rule === "passwordsNotMatch" ? "repeatNewPassword" : "newPassword"]: accountMessages[rule] });
			return;
		}
		setBusy(true);
		try {
			const result = await changePassword(values);
			if ("data" in result && result.data) {
				dispatch(login(result.data.accessToken));
				setValues(empty);
				setErrors({});
				toast.success(accountMessages.saved);
				return;
			}
			if (errorType(result.error) === "invalidCredentials") setErrors({ currentPassword: accountMessages.currentPasswordWrong });
			else toast.error(errorText(result.error, CHANGE_FAILED));
		} finally {
			setBusy(false);
		}
	};
	const input = (field, id, label, autoComplete) => /* @__PURE__ */ jsx(FormField, {
		id,
		label,
		error: errors[field],
		errorRole: "alert",
		children: /* @__PURE__ */ jsx("input", {
			...fieldAria(id, errors[field]),
			className: inputClassName,
			type: "password",
			autoComplete,
			maxLength: 200,
			value: values[field],
			onChange: (event) => set(field)(event.target.value)
		})
	});
	return /* @__PURE__ */ jsxs("section", {
		className: account_page_module_default.card,
		"aria-labelledby": "account-password",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "account-password",
			className: account_page_module_default.cardTitle,
			children: "Смена пароля"
		}), /* @__PURE__ */ jsxs("form", {
			className: account_page_module_default.form,
			noValidate: true,
			onSubmit: (event) => void onSubmit(event),
			children: [/* @__PURE__ */ jsxs("div", {
				className: account_page_module_default.fields,
				children: [
					input("currentPassword", "account-current-password", accountMessages.currentPassword, "current-password"),
					input("newPassword", "account-new-password", "Новый пароль", "new-password"),
					input("repeatNewPassword", "account-repeat-password", "Повторите пароль", "new-password")
				]
			}), /* @__PURE__ */ jsx("div", {
				className: account_page_module_default.actions,
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: account_page_module_default.primaryButton,
					disabled: !filled || busy,
					children: "СМЕНИТЬ ПАРОЛЬ"
				})
			})]
		})]
	});
}
// src/features/account/personal-data-tab.tsx
/**
* 'ЛИЧНЫЕ ДАННЫЕ' (SPEC.md §2 "Account", §4 "Account contact change", §5 "Account", §8): the
* profile with its edit mode, the order statistics, and the code check of a changed contact.
*/
var SAVE_FAILED = "Не удалось сохранить данные. Попробуйте ещё раз.";
var LOAD_FAILED = "Не удалось загрузить данные.";
var draftOf = (info) => ({
	userName: info.userName,
	userLastName: info.userLastName,
	phone: formatPhone(info.phone),
	email: info.email
});
/** A contact as the API takes it: '' for none, null when it is not a phone or an e-mail. */
function contactValue(type, draft) {
	if (type === "phone") return isPhoneEmpty(draft.phone) ? "" : normalizeAccountPhone(draft.phone);
	const email = draft.email.trim();
	return email === "" ? "" : normalizeAccountEmail(email);
}
/**
* SPEC §5 "Account": each contact empty or right. An emptied contact is fine while the other one
* is given; both empty is the one error 'Должны быть указаны телефон или почта', shown at once.
*/
function validate(draft) {
	return accountContactErrors(draft.phone, draft.email);
}
function PersonalDataTab({ token }) {
	const info = useGetUserInfoQuery(token);
	return /* @__PURE__ */ jsxs("div", {
		className: account_page_module_default.personal,
		children: [
			info.data ? /* @__PURE__ */ jsx(Profile, { saved: info.data }) : info.isError ? /* @__PURE__ */ jsx(LoadFailed, { onRetry: info.refetch }) : /* @__PURE__ */ jsx(Skeleton, { className: account_page_module_default.loading }),
			/* @__PURE__ */ jsx(Statistics, { token }),
			/* @__PURE__ */ jsx(PasswordForm, {})
		]
	});
}
function LoadFailed({ onRetry }) {
	return /* @__PURE__ */ jsxs("p", {
		className: account_page_module_default.status,
		role: "alert",
		children: [
			LOAD_FAILED,
			" ",
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: account_page_module_default.textButton,
				onClick: onRetry,
				children: "Повторить"
			})
		]
	});
}
function Profile({ saved }) {
	const [editing, setEditing] = useState(false);
	const [draft, setDraft] = useState(() => draftOf(saved));
	const [errors, setErrors] = useState({});
	/** contacts confirmed by a code while editing (the refreshed profile will carry them too) */
	const [confirmed, setConfirmed] = useState({});
	const [confirming, setConfirming] = useState(null);
	const [busy, setBusy] = useState(false);
	const [checkEmail] = useCheckEmailMutation();
	const [checkPhone] = useCheckPhoneMutation();
	const [sendEmailCode] = useSendChangeEmailCodeMutation();
	const [sendPhoneCode] = useSendChangePhoneCodeMutation();
	const [updateUserInfo] = useUpdateUserInfoMutation();
	/** SPEC §5: a contact is verified only if it differs from the saved one. */
	const pending = (type) => {
		const value = contactValue(type, draft);
		return value !== null && value !== "" && value !== saved[type] && value !== confirmed[type];
	};
	const unconfirmed = pending("email") || pending("phone");
	/** both contacts emptied: said at once, not only on saving */
	const contactsError = validate(draft).contacts;
	const set = (field) => (value) => {
		setDraft((current) => ({
			...current,
			[field]: value
		}));
		if (field === "email" || field === "phone") setErrors((current) => ({
			...current,
			[field]: void 0
		}));
	};
	/** Back to the saved value, with `message` under the field. */
	const restore = (type, message) => {
		setDraft((current) => ({
			...current,
			[type]: type === "phone" ? formatPhone(saved.phone) : saved.email
		}));
		setErrors((current) => ({
			...current,
			[type]: message
		}));
	};
	const startEditing = () => {
		setDraft(draftOf(saved));
		setErrors({});
		setConfirmed({});
		setEditing(true);
	};
	/** SPEC §4: taken → restored with a message; free → a code and the confirmation modal. */
	const verify = async (type) => {
		const value = contactValue(type, draft);
		const invalid = validate(draft)[type];
		if (invalid || !value) {
			setErrors((current) => ({
				...current,
				[type]: invalid
			}));
			return;
		}
		setBusy(true);
		try {
			const check = type === "email" ? await checkEmail({ email: value }) : await checkPhone({ phone: value });
			if ("error" in check) {
				const fallback = type === "email" ? accountMessages.accountEmail : accountMessages.accountPhone;
				restore(type, errorText(check.error, fallback));
				return;
			}
			if (check.data.isExist) {
				restore(type, type === "email" ? accountMessages.emailTaken : accountMessages.phoneTaken);
				return;
			}
			const sent = type === "email" ? await sendEmailCode({ email: value }) : await sendPhoneCode({ phone: value });
			if ("error" in sent) {
				const fallback = type === "email" ? accountMessages.emailChangeFailed : errorMessages.errorSendSMSChange;
				restore(type, errorText(sent.error, fallback));
				return;
			}
			setConfirming({
				type,
				value
			});
		} finally {
			setBusy(false);
		}
	};
	const onSave = async (event) => {
		event.preventDefault();
		if (busy || unconfirmed) return;
		const found = validate(draft);
		if (Object.values(found).some(Boolean)) {
			setErrors(found);
			return;
		}
		setBusy(true);
		try {
			const result = await updateUserInfo({
				userName: draft.userName.trim(),
				userLastName: draft.userLastName.trim(),
				phone: contactValue("phone", draft) ?? "",
				email: contactValue("email", draft) ?? ""
			});
			if ("error" in result) {
				toast.error(errorText(result.error, SAVE_FAILED));
				return;
			}
			toast.success(accountMessages.saved);
			setEditing(false);
		} finally {
			setBusy(false);
		}
	};
	if (!editing) return /* @__PURE__ */ jsxs("section", {
		className: account_page_module_default.card,
		"aria-labelledby": "account-profile",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "account-profile",
				className: account_page_module_default.cardTitle,
				children: "Профиль"
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: account_page_module_default.facts,
				children: [
					/* @__PURE__ */ jsx(Fact, {
						label: "Имя",
						value: saved.userName
					}),
					/* @__PURE__ */ jsx(Fact, {
						label: "Фамилия",
						value: saved.userLastName
					}),
					/* @__PURE__ */ jsx(Fact, {
						label: "Телефон",
						value: formatPhone(saved.phone)
					}),
					/* @__PURE__ */ jsx(Fact, {
						label: "E-mail",
						value: saved.email
					})
				]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: account_page_module_default.secondaryButton,
				onClick: startEditing,
				children: "РЕДАКТИРОВАТЬ"
			})
		]
	});
	const contactAction = (type) => pending(type) && /* @__PURE__ */ jsx("button", {
		type: "button",
		className: account_page_module_default.confirmButton,
		disabled: busy,
		onClick: () => void verify(type),
		children: "ПОДТВЕРДИТЬ"
	});
	return /* @__PURE__ */ jsxs("section", {
		className: account_page_module_default.card,
		"aria-labelledby": "account-profile",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "account-profile",
				className: account_page_module_default.cardTitle,
				children: "Профиль"
			}),
			/* @__PURE__ */ jsxs("form", {
				className: account_page_module_default.form,
				noValidate: true,
				onSubmit: onSave,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: account_page_module_default.fields,
						children: [
							/* @__PURE__ */ jsx(Field, {
								id: "account-name",
								label: "Имя",
								children: /* @__PURE__ */ jsx("input", {
									id: "account-name",
									className: inputClassName,
									type: "text",
									autoComplete: "given-name",
									maxLength: 60,
									value: draft.userName,
									onChange: (event) => set("userName")(event.target.value)
								})
							}),
							/* @__PURE__ */ jsx(Field, {
								id: "account-surname",
								label: "Фамилия",
								children: /* @__PURE__ */ jsx("input", {
									id: "account-surname",
									className: inputClassName,
									type: "text",
									autoComplete: "family-name",
									maxLength: 60,
									value: draft.userLastName,
									onChange: (event) => set("userLastName")(event.target.value)
								})
							}),
							/* @__PURE__ */ jsx(Field, {
								id: "account-phone",
								label: "Телефон",
								error: errors.phone,
								action: contactAction("phone"),
								children: /* @__PURE__ */ jsx(PhoneInput, {
									id: "account-phone",
									value: draft.phone,
									onChange: set("phone"),
									onBlur: () => setErrors((current) => ({
										...current,
										phone: current.phone ?? validate(draft).phone
									})),
									"aria-invalid": errors.phone ? true : void 0,
									"aria-describedby": errors.phone ? "account-phone-error" : void 0
								})
							}),
							/* @__PURE__ */ jsx(Field, {
								id: "account-email",
								label: "E-mail",
								error: errors.email,
								action: contactAction("email"),
								children: /* @__PURE__ */ jsx("input", {
									id: "account-email",
									className: inputClassName,
									type: "email",
									autoComplete: "email",
									maxLength: 254,
									value: draft.email,
									onChange: (event) => set("email")(event.target.value),
									onBlur: () => setErrors((current) => ({
										...current,
										email: current.email ?? validate(draft).email
									})),
									"aria-invalid": errors.email ? true : void 0,
									"aria-describedby": errors.email ? "account-email-error" : void 0
								})
							})
						]
					}),
					contactsError && /* @__PURE__ */ jsx("p", {
						className: account_page_module_default.error,
						role: "alert",
						children: contactsError
					}),
					unconfirmed && /* @__PURE__ */ jsx("p", {
						className: account_page_module_default.note,
						children: "Новый телефон или e-mail нужно подтвердить кодом, прежде чем сохранить данные."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: account_page_module_default.actions,
						children: [/* @__PURE__ */ jsx("button", {
							type: "submit",
							className: account_page_module_default.primaryButton,
							disabled: busy || unconfirmed,
							children: "СОХРАНИТЬ"
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: account_page_module_default.secondaryButton,
							disabled: busy,
							onClick: () => {
								setEditing(false);
								setErrors({});
							},
							children: "ОТМЕНА"
						})]
					})
				]
			}),
			confirming && /* @__PURE__ */ jsx(ContactCodeModal, {
				type: confirming.type,
				value: confirming.value,
				onConfirmed: () => {
					setConfirmed((current) => ({
						...current,
						[confirming.type]: confirming.value
					}));
					setConfirming(null);
					toast.success(accountMessages.codeConfirmed);
				},
				onCancel: () => {
					restore(confirming.type);
					setConfirming(null);
				}
			})
		]
	});
}
function Fact({ label, value }) {
	return /* @__PURE__ */ jsxs("div", {
		className: account_page_module_default.fact,
		children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value === "" ? /* @__PURE__ */ jsx("span", {
			className: account_page_module_default.muted,
			children: "не указано"
		}) : value })]
	});
}
function Field({ id, label, error, action, children }) {
	return /* @__PURE__ */ jsx(FormField, {
		id,
		label,
		error,
		errorRole: "alert",
		children: /* @__PURE__ */ jsxs("div", {
			className: account_page_module_default.withAction,
			children: [children, action]
		})
	});
}
/** SPEC §2: amount spent, orders and dishes, with Russian plural words. */
function Statistics({ token }) {
	const { data, isError, refetch } = useGetUserOrdersInfoQuery(token);
	return /* @__PURE__ */ jsxs("section", {
		className: account_page_module_default.card,
		"aria-labelledby": "account-stats",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "account-stats",
			className: account_page_module_default.cardTitle,
			children: "Статистика"
		}), data ? /* @__PURE__ */ jsxs("ul", {
			className: account_page_module_default.stats,
			children: [
				/* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("span", {
						className: account_page_module_default.statValue,
						children: formatPrice(data.amountSpent)
					}),
					" ",
					/* @__PURE__ */ jsx("span", {
						className: account_page_module_default.statLabel,
						children: "потрачено на заказы"
					})
				] }),
				/* @__PURE__ */ jsx(Stat, { ...statsPhrase("orders", data.ordersCount) }),
				/* @__PURE__ */ jsx(Stat, { ...statsPhrase("dishes", data.dishesOrdered) })
			]
		}) : isError ? /* @__PURE__ */ jsx(LoadFailed, { onRetry: refetch }) : /* @__PURE__ */ jsx(Skeleton, { className: account_page_module_default.statsLoading })]
	});
}
/** '1 заказ' large, 'оформлен' under it: read together as '1 заказ оформлен'. */
function Stat({ value, verb }) {
	return /* @__PURE__ */ jsxs("li", { children: [
		/* @__PURE__ */ jsx("span", {
			className: account_page_module_default.statValue,
			children: value
		}),
		" ",
		/* @__PURE__ */ jsx("span", {
			className: account_page_module_default.statLabel,
			children: verb
		})
	] });
}
export { PersonalDataTab };
